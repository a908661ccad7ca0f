/** Names of the small line icons the home page draws (see components/Icon.tsx). */
export type IconName =
  | 'rocket'
  | 'chat'
  | 'target'
  | 'pen'
  | 'code'
  | 'check'
  | 'launch'
  | 'heart'
  | 'puzzle'
  | 'shield'
  | 'spark'
  | 'eye'
  | 'compass'
  | 'phone'
  | 'mail';
