/** Small JSON-schema builders for route schemas (Fastify validates with Ajv). */
export const str = (extra: Record<string, unknown> = {}) => ({ type: 'string', ...extra }) as const;
export const int = (extra: Record<string, unknown> = {}) => ({ type: 'integer', ...extra }) as const;
export const num = (extra: Record<string, unknown> = {}) => ({ type: 'number', ...extra }) as const;
export const bool = () => ({ type: 'boolean' }) as const;

export const obj = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  required,
  ...extra,
});

export const pageQuery = {
  pageNo: int({ minimum: 1, default: 1 }),
  pageSize: int({ minimum: 1, maximum: 200 }),
};

/** Page `pageNo` of `items`. */
export function paginate<T>(items: T[], pageNo: number, pageSize: number): { page: T[]; totalPages: number } {
  const totalPages = Math.ceil(items.length / pageSize);
  return { page: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages };
}

/** 'YYYY-MM-DD HH:mm:ss' (UTC) of an epoch ms. */
export const formatDate = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
