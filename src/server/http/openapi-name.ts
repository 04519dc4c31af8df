import { z } from '@hono/zod-openapi';

/**
 * Names a shared object schema as an OpenAPI component. Schemas in src/shared may be built
 * before @hono/zod-openapi teaches zod `.openapi()` (zod copies methods onto each schema when
 * it is created), so this wraps the same fields in a schema built here.
 */
export function openApiObject<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  name: string,
) {
  return z.object(schema.shape).openapi(name);
}
