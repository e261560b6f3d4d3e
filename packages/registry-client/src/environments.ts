/** The registry's hosts. `Production` is the default. */
export const RegistryEnvironment: {
  readonly Production: 'https://registry.buildwithfern.com'
  readonly Dev: 'https://registry-dev2.buildwithfern.com'
} = {
  Production: 'https://registry.buildwithfern.com',
  Dev: 'https://registry-dev2.buildwithfern.com',
}

/** One of the {@link RegistryEnvironment} base URLs. */
export type RegistryEnvironment = (typeof RegistryEnvironment)[keyof typeof RegistryEnvironment]
