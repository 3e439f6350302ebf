import {
  ArrowLeftRight, Award, BadgeCheck, Barcode, Boxes, Briefcase, Building2, Calculator, CalendarCheck, Car, ChartColumn,
  ChartLine, Check, ChevronDown, ChevronLeft, ChevronRight, CircleDollarSign, CircleHelp, ClipboardList, Clock, Cloud,
  CreditCard, Download, Eye, Factory, FileCheck, FileText, Filter, Frown, Gift, Globe, GraduationCap, HandCoins,
  Handshake, Headset, Heart, Hourglass, IdCard, Infinity as InfinityIcon, Key, Landmark, Laptop, Layers, Lightbulb, Lock,
  Mail, MapPin, Megaphone, Menu, MessageCircle, Monitor, MousePointerClick, Package, Percent, Phone, Plane, Play, Plug,
  QrCode, Receipt, Repeat, Rocket, Route, Search, Settings, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Store,
  Table, Tag, Target, ThumbsUp, TrendingDown, TrendingUp, Truck, Usb, UserRound, Users, Utensils, Video, Wallet, Wrench,
  X, Zap, type LucideIcon,
} from "lucide-react";
import type { SpriteIconName } from "../../renderer/ui/iconNames.ts";

/**
 * Every sprite symbol, mapped to the lucide drawing it is made from. Node-only (the sprite is built from it), so
 * lucide never reaches the browser; a schema icon name or UI icon without a drawing fails `tsc`.
 */
export const DRAWINGS: Record<SpriteIconName, LucideIcon> = {
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
  // UI icons (see UI_ICON_NAMES); check and message-circle are schema names too.
  "chevron-left": ChevronLeft, "chevron-right": ChevronRight, "chevron-down": ChevronDown, play: Play, x: X, menu: Menu,
};
