import * as v from 'valibot';

export const HelpChildSchema = v.object({ title: v.string(), content: v.string() });

export const HelpItemSchema = v.object({
  title: v.string(),
  /** HTML. */
  content: v.string(),
  tag: v.string(),
  children: v.array(HelpChildSchema),
});

export const InboxMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML. */
  content: v.string(),
  /** 'YYYY-MM-DD HH:mm:ss'. */
  sendDate: v.string(),
  read: v.boolean(),
});

export const InboxResponseSchema = v.object({
  list: v.array(InboxMessageSchema),
  pageNum: v.number(),
  totalPages: v.number(),
  total: v.number(),
});

export const UnreadCountSchema = v.object({ unReadCount: v.number() });

export const ChatLaunchResultSchema = v.object({ chatUrl: v.string() });

/** The answer of PUT /feedback: the new message's id. */
export const FeedbackResultSchema = v.object({ id: v.number() });

export const HelpItemListSchema = v.array(HelpItemSchema);

/** feedback types: other 0, deposit 1, withdraw 2, game 3, service 4, apply 6. */
export const FEEDBACK_TYPE_CODES = [0, 1, 2, 3, 4, 6] as const;

/** Request of PUT /feedback (docs/product-rules.md §3): 20 to 200 characters of content and the captcha. */
export const FeedbackPayloadSchema = v.object({
  content: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
  sender: v.optional(v.pipe(v.string(), v.maxLength(64))),
  type: v.picklist(FEEDBACK_TYPE_CODES),
  captcha: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
});

/** Request of POST /inbox/read. */
export const InboxReadPayloadSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
