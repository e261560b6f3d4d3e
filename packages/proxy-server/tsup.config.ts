import { packageBuild } from '@api-explorer/config/tsup'

export default packageBuild({ entry: ['src/index.ts', 'src/cli.ts', 'src/redis.ts'] })
