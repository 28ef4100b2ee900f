/** App download: the device's download entries, the panel and badge, the add-to-home guide's texts. */
export { AppBadge } from './AppBadge';
export { AppDownloadPanel } from './AppDownloadPanel';
export { CloseIconButton } from './CloseIconButton';
export { detectDevice, downloadHidden } from './downloadDevice';
export { ADD_TO_HOME_GUIDE, DOWNLOAD_ENTRY_LABELS, DOWNLOAD_PERKS } from './downloadTexts';
