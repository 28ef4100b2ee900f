import type { RegisterField } from 'shared';

export interface FieldMeta {
  /** Label key in the account namespace. */
  label: string;
  /** Placeholder key in the account namespace (the captcha's comes with the form kit). */
  placeholder?: string;
  kind: 'text' | 'password' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
}

/** How each register field is presented (the rules themselves come from the server). */
export const FIELD_META: Record<RegisterField, FieldMeta> = {
  username: { label: 'username', placeholder: 'choose_username_placeholder', kind: 'text', autoComplete: 'username', maxLength: 32 },
  password: {
    label: 'password',
    placeholder: 'choose_password_placeholder',
    kind: 'password',
    autoComplete: 'new-password',
    maxLength: 32,
  },
  confirmPassword: {
    label: 'confirm_password',
    placeholder: 'confirm_password_placeholder',
    kind: 'password',
    autoComplete: 'new-password',
    maxLength: 32,
  },
  paymentPassword: {
    label: 'payment_password',
    placeholder: 'payment_password_placeholder',
    kind: 'password',
    autoComplete: 'off',
    maxLength: 12,
  },
  idNumber: { label: 'id_number', placeholder: 'id_number_placeholder', kind: 'text', maxLength: 32 },
  qqNum: { label: 'qq_number', placeholder: 'qq_number_placeholder', kind: 'numeric', maxLength: 16 },
  facebook: { label: 'facebook', placeholder: 'facebook_placeholder', kind: 'text', maxLength: 64 },
  wechat: { label: 'wechat', placeholder: 'wechat_placeholder', kind: 'text', maxLength: 32 },
  line: { label: 'line', placeholder: 'line_placeholder', kind: 'text', maxLength: 32 },
  whatsapp: { label: 'whatsapp', placeholder: 'whatsapp_placeholder', kind: 'tel', maxLength: 16 },
  zalo: { label: 'zalo', placeholder: 'zalo_placeholder', kind: 'tel', maxLength: 16 },
  email: { label: 'email', placeholder: 'email_placeholder', kind: 'email', autoComplete: 'email', maxLength: 128 },
  nickname: { label: 'nickname', placeholder: 'nickname_placeholder', kind: 'text', autoComplete: 'nickname', maxLength: 32 },
  payeeName: { label: 'payee_name', placeholder: 'payee_name_placeholder', kind: 'text', autoComplete: 'name', maxLength: 64 },
  mobileNum: { label: 'mobile_number', placeholder: 'mobile_number_placeholder', kind: 'tel', autoComplete: 'tel-national', maxLength: 11 },
  verificationCode: {
    label: 'sms_code',
    placeholder: 'sms_code_placeholder',
    kind: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
  },
  recommenderId: { label: 'recommender_id', placeholder: 'recommender_id_placeholder', kind: 'text', maxLength: 32 },
  affiliateCode: { label: 'affiliate_code', placeholder: 'affiliate_code_placeholder', kind: 'text', maxLength: 32 },
  captcha: { label: 'captcha', kind: 'text', autoComplete: 'off', maxLength: 16 },
};
