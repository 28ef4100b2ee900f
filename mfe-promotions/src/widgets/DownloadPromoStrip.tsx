/** Widget placeholder: renders nothing until its screen ships. */
export default function DownloadPromoStrip() {
  return null;
}
