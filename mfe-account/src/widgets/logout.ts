// Replaced by the account area's logout flow.
export async function logout(): Promise<boolean> {
  return false;
}
