import type { RegisterField } from 'shared';

export interface FieldMeta {
  /** Label key in the account namespace. */
  label: string;
  kind: 'text' | 'password' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
}

/** How each register field is presented (the rules themselves come from the server). */
export const FIELD_META: Record<RegisterField, FieldMeta> = {
  username: { label: 'username', kind: 'text', autoComplete: 'username', maxLength: 32 },
  password: { label: 'password', kind: 'password', autoComplete: 'new-password', maxLength: 32 },
  confirmPassword: { label: 'confirm_password', kind: 'password', autoComplete: 'new-password', maxLength: 32 },
  paymentPassword: { label: 'payment_password', kind: 'password', autoComplete: 'off', maxLength: 12 },
  idNumber: { label: 'id_number', kind: 'text', maxLength: 32 },
  qqNum: { label: 'qq_number', kind: 'numeric', maxLength: 16 },
  facebook: { label: 'facebook', kind: 'text', maxLength: 64 },
  wechat: { label: 'wechat', kind: 'text', maxLength: 32 },
  line: { label: 'line', kind: 'text', maxLength: 32 },
  whatsapp: { label: 'whatsapp', kind: 'tel', maxLength: 16 },
  zalo: { label: 'zalo', kind: 'tel', maxLength: 16 },
  email: { label: 'email', kind: 'email', autoComplete: 'email', maxLength: 128 },
  nickname: { label: 'nickname', kind: 'text', autoComplete: 'nickname', maxLength: 32 },
  payeeName: { label: 'payee_name', kind: 'text', autoComplete: 'name', maxLength: 64 },
  mobileNum: { label: 'mobile_number', kind: 'tel', autoComplete: 'tel-national', maxLength: 11 },
  verificationCode: { label: 'sms_code', kind: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
  recommenderId: { label: 'recommender_id', kind: 'text', maxLength: 32 },
  affiliateCode: { label: 'affiliate_code', kind: 'text', maxLength: 32 },
  captcha: { label: 'captcha', kind: 'text', autoComplete: 'off', maxLength: 16 },
};
