import type { FastifyInstance } from 'fastify';

// The operations /api/docs documents (as api-docs.test.ts reads them), for the attack suite.

export type OpenApiSchema = Record<string, unknown>;
export type OpenApiParameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: OpenApiSchema;
};
export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

export type DocumentedOperation = {
  /** 'METHOD /path/{param}' */
  name: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
};

export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApi>();
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}
