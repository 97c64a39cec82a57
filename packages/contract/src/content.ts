import { z } from 'zod';
import { bannerRefSchema } from './site-config.ts';

export { bannerRefSchema as bannerSchema, type Banner } from './site-config.ts';

/** `GET /settings/banners` */
export const bannersResponseSchema = z
  .object({ data: z.array(bannerRefSchema) })
  .meta({ id: 'BannersResponse' });

export const categorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string().describe('In the language asked for with ?lang='),
    icon: z.string().nullable(),
    position: z.number().int(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

/** `GET /categories` */
export const categoriesResponseSchema = z
  .object({ data: z.array(categorySchema) })
  .meta({ id: 'CategoriesResponse' });

export const pageSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'invalid slug')
  .describe('Lower-case letters, digits and hyphens');

export const pageSchema = z
  .object({
    slug: pageSlugSchema,
    title: z.string(),
    html: z.string().describe('Operator content, sanitised by the platform'),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

/** `GET /pages/{slug}` */
export const pageResponseSchema = z.object({ data: pageSchema }).meta({ id: 'PageResponse' });

/** The fixed legal pages of §2, served as content pages with these slugs. */
export const LEGAL_PAGE_SLUGS = [
  'terms',
  'privacy',
  'aml-policy',
  'betting-terms',
  'responsible-gaming',
  'em-conformidade-com-a-regulamentacao',
] as const;
