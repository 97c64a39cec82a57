import { z } from 'zod';
import { realtimeSettingsSchema } from './realtime.ts';
import { isScriptAddress } from './script-address.ts';

// §3 "Site config (theme, per tenant)". Money is integer centavos (BRL).

/** Only plain colour notations reach CSS: no `;`, `}` or url() can ride along. */
export const cssColorSchema = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.\s,%]+\)|hsla?\(\s*[\d.\s,%deg]+\))$/, 'not a colour')
  .describe('A CSS colour: #hex, rgb()/rgba() or hsl()/hsla()');

const centavos = z.number().int().nonnegative().describe('Amount in centavos (BRL)');

/** An https origin and nothing else (lower case, no path): it goes into the page's CSP as it is. */
export const httpsOriginSchema = z
  .string()
  .max(253)
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/, 'not an https origin')
  .describe('An https origin, such as https://cdn.example.com');

/** §3 `betby`, with our extension `script_url`: the tenant's Betby renderer script. */
export const betbyConfigSchema = z.object({
  active: z.boolean(),
  brand_id: z.string(),
  theme_name: z.string(),
  script_url: z
    .string()
    .max(2048)
    .refine(isScriptAddress, 'not an https address')
    .nullable()
    .optional()
    .describe(
      'Our extension: the address of Betby’s `bt-renderer.min.js` for this brand (https). Absent or null: the platform’s stand-in under apiLink (demo mode)',
    ),
});

export const SOCIAL_ICONS = [
  'instagram',
  'facebook',
  'x',
  'youtube',
  'telegram',
  'tiktok',
  'whatsapp',
  'discord',
] as const;

export const socialLinkSchema = z
  .object({
    href: z.string().nullable().describe('Target URL, or null when the slot is empty'),
    icon: z.enum(SOCIAL_ICONS),
    ariaLabel: z.string(),
  })
  .meta({ id: 'SocialLink' });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const bannerRefSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    image_mobile: z.string(),
    link: z.string().nullable(),
    alt: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerRefSchema>;

/**
 * Our extension: the operator's identification (Lei 14.790 art. 15; docs/design/responsible-gaming.md).
 * A regulated tenant must carry every field; `tenantConfigSchema` refuses one without them.
 */
export const operatorSchema = z
  .object({
    legalName: z.string().describe('Razão social'),
    tradeName: z.string().nullable().default(null).describe('Nome fantasia'),
    document: z.string().describe('CNPJ'),
    license: z.string().nullable().describe('The authorising SPA/MF portaria, number and date'),
    address: z.string().describe('Head office'),
    contactEmail: z.email().describe('SAC e-mail'),
    sacPhone: z.string().nullable().default(null).describe('SAC phone'),
    ombudsman: z.string().nullable().default(null).describe('Ouvidoria: e-mail or phone'),
  })
  .meta({ id: 'OperatorIdentification' });
export type OperatorIdentification = z.infer<typeof operatorSchema>;

/** The public address of the government's central self-exclusion platform. */
export const CENTRAL_SELF_EXCLUSION_URL = 'https://www.gov.br/autoexclusaoapostas';

/** Portaria SPA/MF 722/2024: a regulated session is confirmed again after at most this long idle. */
export const REGULATED_MAX_IDLE_MINUTES = 30;

/** Our extension: the tenant's responsible-gaming settings, each with its default (issue 35). */
export const responsibleGamingSettingsSchema = z
  .object({
    cooling_off_minutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30)
      .default(24 * 60)
      .describe('How long a looser limit waits before it applies'),
    idle_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30)
      .describe(
        'A session idle this long is confirmed again with the password (Portaria 722/2024)',
      ),
    central_self_exclusion_url: z
      .url({ protocol: /^https$/ })
      .default(CENTRAL_SELF_EXCLUSION_URL)
      .describe("The government's central self-exclusion platform"),
    support_organisations: z
      .array(z.object({ name: z.string().max(120), href: z.url({ protocol: /^https$/ }) }))
      .max(10)
      .default([])
      .describe('Where a player finds help, shown on the responsible-gaming page'),
  })
  .meta({ id: 'ResponsibleGamingSettings' });
export type ResponsibleGamingSettings = z.infer<typeof responsibleGamingSettingsSchema>;

/**
 * `POST /demo/console/responsible-gaming/settings` (demo mode): the operator's idle minutes and
 * cooling-off, as a form sends them; a regulated tenant takes at most
 * `REGULATED_MAX_IDLE_MINUTES` idle minutes.
 */
export const responsibleGamingSettingsChangeSchema = z
  .object({
    idle_minutes: z.coerce
      .number()
      .pipe(responsibleGamingSettingsSchema.shape.idle_minutes.unwrap()),
    cooling_off_minutes: z.coerce
      .number()
      .pipe(responsibleGamingSettingsSchema.shape.cooling_off_minutes.unwrap()),
  })
  .meta({ id: 'ResponsibleGamingSettingsChange' });
export type ResponsibleGamingSettingsChange = z.infer<typeof responsibleGamingSettingsChangeSchema>;

export const responsibleGamingSettingsChangeResponseSchema = z
  .object({ message: z.string(), responsible_gaming: responsibleGamingSettingsSchema })
  .meta({ id: 'ResponsibleGamingSettingsChangeResponse' });
export type ResponsibleGamingSettingsChangeResponse = z.infer<
  typeof responsibleGamingSettingsChangeResponseSchema
>;

export const ICON_SIZES = ['64', '144', '192', '512'] as const;

export const siteConfigSchema = z
  .object({
    // Identity and switches
    is_regulated: z.boolean(),
    casino_id: z.string().describe('Operator casino identifier'),
    kyc: z.boolean().describe('Document verification required'),
    hasSports: z.boolean(),
    hasBoxes: z.boolean(),
    disable_18_popup: z.boolean(),
    active: z.boolean().describe('false puts the site in maintenance'),
    systemExists: z.boolean(),
    maintenanceMode: z.boolean(),
    isThemeLoaded: z.boolean(),
    isStagingEnvironment: z.boolean(),
    apiLink: z.url().describe("Base URL of the tenant's API"),
    // Texts and tracking
    siteTitle: z.string(),
    siteDescription: z.string(),
    siteName: z.string(),
    version: z.string().describe('Theme version, used as a cache-busting query on assets'),
    gtmId: z.string().nullable(),
    gtmSource: z.string().nullable().describe('Script origin for the tag manager, default Google'),
    html: z.string().nullable().describe("The operator's own markup, injected into every page"),
    jivoChat: z
      .string()
      .nullable()
      .describe('Live-support widget id (JivoChat): loaded for signed-in players when set'),
    chat_support: z
      .boolean()
      .describe(
        'Live support (the JivoChat widget) is offered; it says nothing of the global chat, which every tenant has',
      ),
    // Colours
    muted: cssColorSchema,
    primary_color: cssColorSchema,
    secondary_color: cssColorSchema,
    // Affiliate
    cpa_value: centavos,
    affiliate_regular_user_active: z.boolean(),
    // Content
    banners: z.array(bannerRefSchema),
    socialLinks: z.array(socialLinkSchema).length(5).describe('Five slots'),
    images: z.record(z.string(), z.string()).describe('Named images of the brand'),
    main_domain: z.object({ subdomain: z.string().nullable() }),
    icons: z.object({ '64': z.string(), '144': z.string(), '192': z.string(), '512': z.string() }),
    logos: z
      .object({ header: z.number().int(), footer: z.number().int(), auth: z.number().int() })
      .describe('Logo heights in px'),
    spineBox: z.object({
      red: cssColorSchema,
      blue: cssColorSchema,
      pink: cssColorSchema,
      black: cssColorSchema,
      green: cssColorSchema,
      yellow: cssColorSchema,
    }),
    // Sign-in services
    googleClientId: z.string().nullable(),
    turnstileSiteKey: z.string().nullable(),
    casVerifyRegistrations: z.boolean(),
    casAllowGoogleAuth: z.boolean(),
    // Betting provider
    betby: betbyConfigSchema,
    // Wallet limits
    min_deposit: centavos,
    max_deposit: centavos,
    min_withdrawal: centavos,
    max_withdrawal: centavos,
    deposit_popup_values: z.array(centavos),
    // Registration and login requirements
    registerCPF: z.boolean(),
    reg_license: z.boolean(),
    reg_phone: z.boolean(),
    reg_alert: z.string().nullable(),
    login_requires_cpf: z.boolean(),
    login_requires_phone: z.boolean(),
    login_requires_email: z.boolean(),
    // Cashback
    cashback: z.boolean(),
    cashback_release_day: z.number().int().min(0).max(6).describe('0 = Sunday'),
    cashback_release_hour: z.number().int().min(0).max(23),
    cashback_conversion_percentage: z.number().min(0).max(100),
    // Vitrine extensions: the operator's legal details for the footer, and realtime settings.
    operator: operatorSchema.nullable(),
    responsible_gaming: responsibleGamingSettingsSchema.prefault({}),
    realtime: realtimeSettingsSchema
      .nullable()
      .describe('The Pusher-compatible server of the live features; null turns them off'),
    imageOrigins: z
      .array(httpsOriginSchema)
      .max(20)
      .default([])
      .describe(
        "Our extension: other https origins that keep the operator's images (a notification's `img`), beside its API, storage and theme images; the page's img-src allows them and no other",
      ),
    vapidPublicKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/)
      .nullable()
      .describe(
        "The tenant's VAPID public key (base64url, uncompressed P-256), the `applicationServerKey` of `pushManager.subscribe`; null turns web push off",
      ),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** `GET /api/site-config?domain=&t=` (registry and web server). */
export const siteConfigQuerySchema = z.object({
  domain: z.string().min(1).max(253).describe('Host name of the request, without port'),
  t: z.string().max(100).optional().describe('Cache buster'),
});
