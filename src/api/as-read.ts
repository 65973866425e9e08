import type { ESSENTIAL_FIELDS } from './generated/essential-fields';
import type {
  ApiKey,
  ApiKeyUsageResponse,
  ChatCompletionResponse,
  CreateApiKeyResponse,
  HealthResponse,
  Invitation,
  Invoice,
  Model,
  ModelList,
  Payment,
  PaymentMethod,
  SubscriptionChangePreview,
  TokenUsageResponse,
  UserProfile,
  VatValidationResponse,
  Wallet,
} from './generated/model';

/**
 * An answer as the tolerant reader (tolerant-read.ts) hands it to a screen, typed from the contract's one list
 * of its essential fields (`x-essential`, generated into ESSENTIAL_FIELDS): an essential field is there as the
 * contract types it; any other field, at any depth, may be absent. A screen reading an `AsRead` answer is
 * made by the compiler to say what it shows when an incidental field is missing.
 */
export type AnswerAsRead<Operation extends keyof typeof ESSENTIAL_FIELDS, Answer> = AsRead<
  Answer,
  (typeof ESSENTIAL_FIELDS)[Operation][number]
>;

/** `T` read with the essential `Paths` (`id`, `user.email`, `[].id`, `data[].id`); see AnswerAsRead. */
export type AsRead<T, Paths extends string> = T extends readonly (infer Item)[]
  ? AsRead<Item, ItemPaths<Paths>>[]
  : T extends object
    ? { [K in keyof T as K extends Head<Paths> ? K : never]-?: AsRead<T[K], Rest<Paths, K & string>> } & {
        [K in keyof T as K extends Head<Paths> ? never : K]?: AsRead<T[K], never>;
      }
    : T;

/** The first field of each path: `user` of `user.email`, `data` of `data[].id`. */
type Head<Paths extends string> = Paths extends `${infer Field}[]${string}`
  ? Field extends `${string}.${string}`
    ? DotHead<Paths>
    : Field
  : DotHead<Paths>;
type DotHead<Path extends string> = Path extends `${infer Field}.${string}` ? Field : Path;

/** What the paths through field `K` say of its value: `email` for `user.email`, `[].id` for `data[].id`. */
type Rest<Paths extends string, K extends string> = Paths extends `${K}.${infer Tail}`
  ? Tail
  : Paths extends `${K}[]${infer Tail}`
    ? `[]${Tail}`
    : never;

/** What the paths say of a list's items: `id` for `[].id`. */
type ItemPaths<Paths extends string> = Paths extends `[].${infer Tail}` ? Tail : never;

// The answers the screens read (and their items), as read.
export type ApiKeyAsRead = AnswerAsRead<'GET /v1/api-keys', ApiKey[]>[number];
export type ModelListAsRead = AnswerAsRead<'GET /v1/models', ModelList>;
export type ModelAsRead = ModelListAsRead['data'][number];
export type ModelDetailAsRead = AnswerAsRead<'GET /v1/models/{modelId}', Model>;
export type MemberAsRead = AnswerAsRead<'GET /v1/users', UserProfile[]>[number];
export type InvitationAsRead = AnswerAsRead<'GET /v1/users/invites', Invitation[]>[number];
export type WalletAsRead = AnswerAsRead<'GET /v1/billing/wallet', Wallet>;
export type TokenUsageAsRead = AnswerAsRead<'GET /v1/usage/tokens', TokenUsageResponse>;
export type InvoiceAsRead = AnswerAsRead<'GET /v1/billing/invoices', Invoice[]>[number];
export type PaymentMethodAsRead = AnswerAsRead<'GET /v1/billing/payment-methods', PaymentMethod[]>[number];
export type HealthAsRead = AnswerAsRead<'GET /health', HealthResponse>;
export type TokenUsageRowAsRead = TokenUsageAsRead['usage']['daily'][number];
export type KeyUsageAsRead = AnswerAsRead<'GET /v1/api-keys/{id}/usage', ApiKeyUsageResponse>;

// The answers to writes the screens read, as read: a change that went through is never lost to an incidental
// field of its answer.
/** Create's answer; rotate's has the same essential fields. */
export type CreatedKeyAsRead = AnswerAsRead<'POST /v1/api-keys', CreateApiKeyResponse>;
export type ChatCompletionAsRead = AnswerAsRead<'POST /v1/chat/completions', ChatCompletionResponse>;
export type VatLookupAsRead = AnswerAsRead<'POST /v1/vat/validate', VatValidationResponse>;
export type VatCompanyAsRead = NonNullable<VatLookupAsRead['company']>;
export type PaymentAsRead = AnswerAsRead<'POST /v1/billing/wallet/top-ups', Payment>;
export type PlanChangePreviewAsRead = AnswerAsRead<
  'POST /v1/billing/subscription/preview',
  SubscriptionChangePreview
>;
export type AddedPaymentMethodAsRead = AnswerAsRead<'POST /v1/billing/payment-methods', PaymentMethod>;
