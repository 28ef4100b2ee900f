// Replaced by the support area's live chat / customer service launcher.
export async function openCustomerService(_kind: string): Promise<string | null> {
  return null;
}
