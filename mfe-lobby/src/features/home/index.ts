/** Home's own sections: banners, promo text, online users, the all-games rows and the video popup. */
export { homeBanners, VIDEO_BANNER_GROUPS } from './model/banners';
export { loadHomeAnnouncements } from './model/homeAnnouncements';
export { GameRow } from './ui/GameRow';
export { HomeAll } from './ui/HomeAll';
export { HomeBanners } from './ui/HomeBanners';
export { OnlineUsers } from './ui/OnlineUsers';
export { PromoText } from './ui/PromoText';
export { VendorRow } from './ui/VendorRow';
export { VideoPopup } from './ui/VideoPopup';
