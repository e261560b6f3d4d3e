import type { EndpointDefinition, EndpointId } from '@api-explorer/model'
import { classicError, endpoint, list, optional, property, ref, string } from './shapes.js'

// "Hello from the sample API!\n": 27 bytes; the test of this file checks the size and hash below.
const SAMPLE_TEXT = {
  base64: 'SGVsbG8gZnJvbSB0aGUgc2FtcGxlIEFQSSEK',
  size: 27,
  sha256: '1a698110b100844509f441e8efc911d0312df4f5336940854d769e2f858f84f1',
}

/** Uploads (multipart and raw bytes) and file downloads. */
export const FILE_ENDPOINTS: Record<EndpointId, EndpointDefinition> = {
  uploadFile: endpoint('files', 'POST', '/uploads', {
    id: 'uploadFile',
    displayName: 'Upload file',
    description:
      'A multipart upload. The server echoes every part it received, in order, with the size and SHA-256 of each file.',
    requests: [
      {
        contentType: 'multipart/form-data',
        body: {
          type: 'formData',
          fields: [
            { type: 'file', key: 'file', isOptional: false, description: 'Any file.' },
            {
              type: 'property',
              key: 'description',
              valueShape: optional(string()),
              description: 'A caption.',
            },
            {
              type: 'property',
              key: 'tags',
              valueShape: optional(list(string())),
              exploded: true,
              description: 'Labels, each sent as its own `tags` part.',
            },
            {
              type: 'property',
              key: 'metadata',
              valueShape: optional(ref('UploadMetadata')),
              contentType: 'application/json',
              description: 'JSON sent as an `application/json` part.',
            },
          ],
        },
      },
    ],
    responses: [
      {
        statusCode: 200,
        description: 'The parts received.',
        body: { type: 'alias', value: { type: 'id', id: 'UploadEcho' } },
      },
    ],
    errors: [
      classicError('ValidationError', 400, 'The body is not multipart, or has no `file` part.', {
        shape: ref('ValidationErrorContent'),
        example: { field: 'file', message: 'file is required' },
      }),
    ],
    examples: [
      {
        path: '/uploads',
        responseStatusCode: 200,
        requestBody: {
          type: 'form',
          value: {
            file: { type: 'filename', value: 'hello.txt' },
            description: { type: 'json', value: 'A greeting' },
            tags: { type: 'exploded', value: ['demo', 'text'] },
            metadata: { type: 'json', value: { source: 'docs', public: true } },
          },
        },
        responseBody: {
          type: 'json',
          value: {
            fields: [
              { name: 'description', value: 'A greeting' },
              { name: 'tags', value: 'demo' },
              { name: 'tags', value: 'text' },
              { name: 'metadata', value: '{"source":"docs","public":true}', contentType: 'application/json' },
            ],
            files: [
              {
                name: 'file',
                fileName: 'hello.txt',
                contentType: 'text/plain',
                size: SAMPLE_TEXT.size,
                sha256: SAMPLE_TEXT.sha256,
              },
            ],
          },
        },
      },
    ],
  }),
  uploadBytes: endpoint('files', 'POST', '/uploads/bytes', {
    id: 'uploadBytes',
    displayName: 'Upload bytes',
    description: 'The raw body is the file, in any content type. The server reports its size and SHA-256.',
    requests: [
      {
        contentType: 'application/octet-stream',
        body: { type: 'bytes', isOptional: false, contentType: 'application/octet-stream' },
      },
    ],
    responses: [
      {
        statusCode: 200,
        description: 'What arrived.',
        body: { type: 'alias', value: { type: 'id', id: 'BytesEcho' } },
      },
    ],
    examples: [
      {
        path: '/uploads/bytes',
        responseStatusCode: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
        requestBody: { type: 'bytes', value: { type: 'base64', value: SAMPLE_TEXT.base64 } },
        responseBody: {
          type: 'json',
          value: {
            size: SAMPLE_TEXT.size,
            sha256: SAMPLE_TEXT.sha256,
            contentType: 'application/octet-stream',
          },
        },
      },
    ],
  }),
  downloadFile: endpoint('files', 'GET', '/files/{fileName}', {
    id: 'downloadFile',
    displayName: 'Download file',
    description:
      'Downloads a file as an attachment: `sample.bin` (1024 bytes, byte *i* is *i* mod 256), `report.csv`, or `badge.svg` (an image carrying a script, which the explorer only offers for download).',
    pathParameters: [property('fileName', string(), '`sample.bin`, `report.csv` or `badge.svg`.')],
    responses: [{ statusCode: 200, description: 'The file.', body: { type: 'fileDownload' } }],
    errors: [
      classicError('FileNotFoundError', 404, 'No file has this name.', {
        shape: ref('FileNotFoundErrorContent'),
        example: { fileName: 'missing.txt' },
      }),
    ],
    examples: [
      {
        name: 'CSV report',
        path: '/files/report.csv',
        responseStatusCode: 200,
        pathParameters: { fileName: 'report.csv' },
        responseBody: { type: 'filename', value: 'report.csv' },
      },
      {
        name: 'Binary sample',
        path: '/files/sample.bin',
        responseStatusCode: 200,
        pathParameters: { fileName: 'sample.bin' },
        responseBody: { type: 'filename', value: 'sample.bin' },
      },
    ],
  }),
}
