import type { DiscriminatedUnionVariant, ObjectProperty, TypeDefinition, TypeId } from '@api-explorer/model'
import { ECHO_PART_TEXT_MAX_BYTES } from '../limits.js'
import {
  boolean,
  booleanLiteral,
  datetime,
  double,
  integer,
  list,
  literal,
  map,
  nullable,
  object,
  optional,
  primitive,
  property,
  ref,
  set,
  string,
  unknown,
} from './shapes.js'

/** The rules of `KitchenSinkBody.title`, shared with the tests. */
const TITLE_RULES = { minLength: 3, maxLength: 40, regex: '^[A-Z][A-Za-z0-9 ]*$' } as const

/** The bounds of `KitchenSinkBody.rating`: an integer from 1 to 9. */
const RATING_BOUNDS = { minimum: 1, maximum: 9 } as const

/** The bounds of `KitchenSinkBody.ratio`: strictly between 0 and 1. */
const RATIO_BOUNDS = {
  minimum: 0,
  maximum: 1,
  exclusiveMinimum: true,
  exclusiveMaximum: true,
} as const

const id = property('id', primitive({ type: 'uuid' }), 'The id of the thing the event is about.')

function eventVariant(
  discriminantValue: string,
  displayName: string,
  description: string,
  properties: ObjectProperty[],
  extra: Partial<DiscriminatedUnionVariant> = {},
): DiscriminatedUnionVariant {
  return {
    discriminantValue,
    displayName,
    description,
    extends: [],
    properties: [id, ...properties],
    ...extra,
  }
}

function petVariant(
  discriminantValue: string,
  displayName: string,
  properties: ObjectProperty[],
): DiscriminatedUnionVariant {
  // Every variant extends PetBase, so all three share `name` (and `age`).
  return { discriminantValue, displayName, extends: ['PetBase'], properties }
}

/**
 * The named types of the kitchen sink: one JSON body using every value shape of the definition model (every
 * primitive, enum, literals, unknown, nullable, optional, list, set, maps, nested and recursive objects,
 * discriminated and undiscriminated unions), and the echo's answer.
 */
export const KITCHEN_SINK_TYPES: Record<TypeId, TypeDefinition> = {
  KitchenSinkBody: {
    name: 'KitchenSinkBody',
    displayName: 'Kitchen sink body',
    description:
      'Every value shape the playground has to render, in one body. The server **echoes it back** unchanged, so ' +
      'the response shows exactly what the form sent.',
    shape: object([
      property(
        'title',
        string(TITLE_RULES),
        '**Required.** 3 to 40 characters, starting with a capital letter: `^[A-Z][A-Za-z0-9 ]*$`.',
      ),
      property('password', string({ format: 'password' }), 'A `password`-format string: the form masks it.'),
      property('enabled', boolean(), 'A boolean.'),
      property('rating', integer(RATING_BOUNDS), 'An integer from **1** to **9**.'),
      property('ratio', double(RATIO_BOUNDS), 'A double strictly between 0 and 1 (both bounds _exclusive_).'),
      property('total', optional(primitive({ type: 'long' })), 'A 64-bit signed integer (`long`).'),
      property(
        'count',
        {
          type: 'alias',
          value: { type: 'optional', shape: primitive({ type: 'uint' }), default: 10 },
        },
        'A 32-bit unsigned integer (`uint`); `10` when left out.',
      ),
      property('size', optional(primitive({ type: 'uint64' })), 'A 64-bit unsigned integer (`uint64`).'),
      property('createdAt', datetime(), 'An ISO 8601 date-time, e.g. `2024-02-29T12:30:00Z`.'),
      property('birthday', optional(primitive({ type: 'date' })), 'A calendar date, e.g. `1815-12-10`.'),
      property('requestId', primitive({ type: 'uuid' }), 'A UUID.'),
      property(
        'thumbnail',
        optional(primitive({ type: 'base64', mimeType: 'image/png' })),
        'Bytes as base64 (a PNG).',
      ),
      property(
        'population',
        optional(primitive({ type: 'bigInteger' })),
        'An integer of any size, sent as a string: `"123456789012345678901234567890"`.',
      ),
      property(
        'amount',
        optional(primitive({ type: 'scalar', name: 'Decimal', description: 'A decimal number as text.' })),
        'A custom scalar (`Decimal`).',
      ),
      property(
        'idempotency_key',
        string(),
        'A property whose name looks like a header. Sent in the **body**, not as `Idempotency-Key`.',
      ),
      property('priority', ref('Priority'), 'An enum whose values carry descriptions.'),
      property('version', literal('v1'), 'A string literal: always `"v1"`.'),
      property('confirmed', booleanLiteral(true), 'A boolean literal: always `true`.'),
      property('extra', optional(unknown()), 'Any JSON value (`unknown`).'),
      property('nickname', nullable(string()), 'Required, but may be `null`.'),
      property('note', optional(string()), 'May be left out.'),
      property('tags', list(string(), { minItems: 1, maxItems: 5 }), 'A list of 1 to 5 strings.'),
      property('labels', optional(set(string())), 'A set: distinct strings.'),
      property('attributes', optional(map(string(), string())), 'A map with string keys.'),
      property('quotas', optional(map(ref('Priority'), integer({ minimum: 0 }))), 'A map keyed by an enum.'),
      property('nested', ref('Outer'), 'Objects nested three deep: `nested.middle.inner`.'),
      property('tree', optional(ref('TreeNode')), 'A recursive type.'),
      property('pet', ref('Pet'), 'A discriminated union of 3 variants that share `name`.'),
      property('event', ref('Event'), 'A discriminated union of 6 variants.'),
      property('target', ref('Target'), 'An undiscriminated union: object, string or integer.'),
      property('setting', optional(ref('Setting')), 'An undiscriminated union of 6 variants.'),
      property('revision', optional(integer({ minimum: 0 })), 'Set by the server; never sent.', {
        propertyAccess: 'READ_ONLY',
      }),
      property('legacyCode', optional(string()), '~~Old codes.~~ Use `priority` instead.', {
        availability: 'Deprecated',
      }),
      property('experimentalMode', optional(boolean()), 'Might change without notice.', {
        availability: 'Beta',
      }),
    ]),
  },
  Priority: {
    name: 'Priority',
    description: 'How urgent something is.',
    shape: {
      type: 'enum',
      default: 'normal',
      values: [
        { value: 'low', description: 'Whenever there is time.' },
        { value: 'normal', description: 'The **default**.' },
        { value: 'high', description: 'Before anything `normal`.' },
        { value: 'urgent', description: 'Drop everything. _Still being tried out._', availability: 'Beta' },
        { value: 'someday', description: 'Replaced by `low`.', availability: 'Deprecated' },
      ],
    },
  },
  Outer: {
    name: 'Outer',
    description: 'The first level of nesting. Extra properties of any type are allowed.',
    shape: {
      type: 'object',
      extends: [],
      properties: [property('label', string()), property('middle', ref('Middle'), 'The second level.')],
      extraProperties: { type: 'unknown' },
    },
  },
  Middle: {
    name: 'Middle',
    description: 'The second level of nesting; its `inner` object is declared in place, not as a named type.',
    shape: object([
      property('count', integer({ minimum: 0 })),
      property(
        'inner',
        object([
          property('flag', boolean()),
          property('note', optional(string()), 'The third level, inside an inline object.'),
        ]),
        'The third level.',
      ),
    ]),
  },
  TreeNode: {
    name: 'TreeNode',
    description: 'A node of a tree: children are `TreeNode`s too.',
    shape: object([property('name', string()), property('children', optional(list(ref('TreeNode'))))]),
  },
  PetBase: {
    name: 'PetBase',
    description: 'What every pet has.',
    shape: object([
      property('name', string({ minLength: 1 }), 'Every variant has a name.'),
      property('age', optional(integer({ minimum: 0, maximum: 100 }))),
    ]),
  },
  Pet: {
    name: 'Pet',
    description: 'A pet, told apart by `kind`.',
    shape: {
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: [
        petVariant('dog', 'Dog', [property('breed', string()), property('goodBoy', boolean())]),
        petVariant('cat', 'Cat', [
          property('indoor', boolean()),
          property('lives', integer({ minimum: 1, maximum: 9 })),
        ]),
        petVariant('bird', 'Bird', [
          property('canTalk', boolean()),
          property('wingspanCm', optional(double({ minimum: 0 }))),
        ]),
      ],
    },
  },
  Event: {
    name: 'Event',
    description: 'Something that happened, told apart by `type`.',
    shape: {
      type: 'discriminatedUnion',
      discriminant: 'type',
      variants: [
        eventVariant('created', 'Created', 'The thing was created.', [property('at', datetime())]),
        eventVariant('updated', 'Updated', 'Some fields changed.', [
          property('changes', map(string(), unknown()), 'New values by field name.'),
        ]),
        eventVariant('deleted', 'Deleted', 'The thing is gone.', [property('soft', boolean())]),
        eventVariant('archived', 'Archived', 'Hidden but kept.', [property('reason', optional(string()))]),
        eventVariant('restored', 'Restored', 'Back from the archive.', [
          property('from', primitive({ type: 'date' })),
        ]),
        eventVariant(
          'commented',
          'Commented',
          'Someone wrote a comment.',
          [property('author', string()), property('comment', string(), 'Markdown text.')],
          { availability: 'Beta' },
        ),
      ],
    },
  },
  TargetRef: {
    name: 'TargetRef',
    description: 'A reference to a target by id.',
    shape: object([property('kind', literal('ref')), property('id', string())]),
  },
  Target: {
    name: 'Target',
    description: 'Where something points: a reference object, a name, or a number.',
    shape: {
      type: 'undiscriminatedUnion',
      variants: [
        { displayName: 'Reference', shape: ref('TargetRef') },
        { displayName: 'Name', shape: string(), description: 'A name, e.g. `main`.' },
        { displayName: 'Number', shape: integer({ minimum: 0 }) },
      ],
    },
  },
  Point: {
    name: 'Point',
    shape: object([property('x', double()), property('y', double())]),
  },
  Setting: {
    name: 'Setting',
    description: 'A setting value of one of six shapes.',
    shape: {
      type: 'undiscriminatedUnion',
      variants: [
        { displayName: 'Point', shape: ref('Point') },
        { displayName: 'Text', shape: string() },
        { displayName: 'Whole number', shape: integer() },
        { displayName: 'Switch', shape: boolean() },
        { displayName: 'Words', shape: list(string()) },
        { displayName: 'Fraction', shape: double(), availability: 'Deprecated', description: 'Use `Point`.' },
      ],
    },
  },
  KitchenSinkMetadata: {
    name: 'KitchenSinkMetadata',
    description: 'JSON sent as its own `application/json` part of the multipart form.',
    shape: object([
      property('author', string()),
      property('priority', ref('Priority')),
      property('tags', optional(list(string()))),
    ]),
  },
  EchoPair: {
    name: 'EchoPair',
    description: 'A query parameter or header as it arrived.',
    shape: object([property('name', string()), property('value', string())]),
  },
  EchoPart: {
    name: 'EchoPart',
    description: 'One part of a multipart body, in arrival order.',
    shape: object([
      property('name', string(), 'The form field name.'),
      property('filename', nullable(string()), '`null` for a plain field.'),
      property('contentType', nullable(string()), "The part's own Content-Type, `null` when it had none."),
      property('size', integer({ minimum: 0 }), 'Size in bytes.'),
      property('sha256', string({ regex: '^[0-9a-f]{64}$' }), 'Hex SHA-256 of the bytes received.'),
      property(
        'text',
        nullable(string()),
        `The part as UTF-8 text when it is textual, valid UTF-8 and at most ${ECHO_PART_TEXT_MAX_BYTES} bytes.`,
      ),
    ]),
  },
  EchoResponse: {
    name: 'EchoResponse',
    description: 'What `/echo` received, exactly.',
    shape: object([
      property('method', string(), '`POST` or `PUT`.'),
      property('path', string(), 'The path as sent, percent-encoding kept.'),
      property('query', list(ref('EchoPair')), 'Query parameters in order; repeats stay separate.'),
      property('headers', list(ref('EchoPair')), 'Request headers in arrival order, names lower-cased.'),
      property('contentType', nullable(string()), 'The request Content-Type, `null` when none was sent.'),
      property('bodySize', integer({ minimum: 0 }), 'Size of the raw body in bytes.'),
      property('bodySha256', string({ regex: '^[0-9a-f]{64}$' })),
      property('bodyBase64', primitive({ type: 'base64' }), 'The raw body.'),
      property('bodyText', nullable(string()), 'The body as UTF-8 text, `null` when it is not valid UTF-8.'),
      property('parts', nullable(list(ref('EchoPart'))), 'The parts of a multipart body; `null` otherwise.'),
      property('multipartError', nullable(string()), 'Why a multipart body could not be split, else `null`.'),
    ]),
  },
}
