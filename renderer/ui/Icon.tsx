import {
  ArrowLeftRight, Award, BadgeCheck, Barcode, Boxes, Briefcase, Building2, Calculator, CalendarCheck, Car, ChartColumn,
  ChartLine, Check, CircleDollarSign, CircleHelp, ClipboardList, Clock, Cloud, CreditCard, Download, Eye, Factory,
  FileCheck, FileText, Filter, Frown, Gift, Globe, GraduationCap, HandCoins, Handshake, Headset, Heart, Hourglass,
  IdCard, Infinity as InfinityIcon, Key, Landmark, Laptop, Layers, Lightbulb, Lock, Mail, MapPin, Megaphone, MessageCircle,
  Monitor, MousePointerClick, Package, Percent, Phone, Plane, Plug, QrCode, Receipt, Repeat, Rocket, Route, Search,
  Settings, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Store, Table, Tag, Target, ThumbsUp, TrendingDown,
  TrendingUp, Truck, Usb, UserRound, Users, Utensils, Video, Wallet, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../schema/generated/page.ts";

/** Every icon name the schema allows, mapped to its drawing; a schema name without a drawing fails `tsc`. */
const ICONS: Record<IconName, LucideIcon> = {
  receipt: Receipt, "file-text": FileText, "file-check": FileCheck, truck: Truck, route: Route, search: Search,
  package: Package, users: Users, user: UserRound, "id-card": IdCard, car: Car, "shopping-cart": ShoppingCart,
  "clipboard-list": ClipboardList, store: Store, boxes: Boxes, wallet: Wallet, "chart-column": ChartColumn,
  "chart-line": ChartLine, tag: Tag, barcode: Barcode, calculator: Calculator, "arrow-left-right": ArrowLeftRight,
  landmark: Landmark, "hand-coins": HandCoins, table: Table, "trending-up": TrendingUp, "trending-down": TrendingDown,
  download: Download, "shield-check": ShieldCheck, lock: Lock, headset: Headset, clock: Clock, cloud: Cloud,
  smartphone: Smartphone, monitor: Monitor, zap: Zap, "badge-check": BadgeCheck, briefcase: Briefcase,
  utensils: Utensils, factory: Factory, plane: Plane, wrench: Wrench, building: Building2, megaphone: Megaphone,
  target: Target, "mouse-pointer-click": MousePointerClick, rocket: Rocket, lightbulb: Lightbulb, handshake: Handshake,
  award: Award, star: Star, "message-circle": MessageCircle, phone: Phone, mail: Mail, "map-pin": MapPin,
  "credit-card": CreditCard, "qr-code": QrCode, infinity: InfinityIcon, gift: Gift, percent: Percent,
  dollar: CircleDollarSign, globe: Globe, plug: Plug, eye: Eye, heart: Heart, "graduation-cap": GraduationCap,
  video: Video, "thumbs-up": ThumbsUp, "calendar-check": CalendarCheck, settings: Settings, layers: Layers,
  filter: Filter, repeat: Repeat, help: CircleHelp, frown: Frown, hourglass: Hourglass, key: Key, usb: Usb,
  laptop: Laptop, sparkles: Sparkles, check: Check,
};

/** A decorative icon (hidden from screen readers: the text next to it carries the meaning). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Drawing = ICONS[name];
  return <Drawing aria-hidden="true" focusable="false" width={size} height={size} className={className} strokeWidth={1.75} />;
}
