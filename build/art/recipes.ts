/** A floating chip around the main scene: position as a fraction of the canvas, a lucide icon name, a colour. */
export interface Chip {
  x: number;
  y: number;
  icon: string;
  accent?: "blue" | "orange";
}

/** How one illustration is composed. */
export interface Recipe {
  file: string;
  w: number;
  h: number;
  scene: "laptop" | "phone" | "card" | "tiles";
  main: string;
  /** The icons of a "tiles" scene: one card each, two by two. */
  tiles?: string[];
  accent?: "blue" | "orange";
  phone?: boolean;
  chips?: Chip[];
}

const hero = (
  file: string,
  scene: Recipe["scene"],
  main: string,
  chips: Chip[],
  extra: Partial<Recipe> = {},
): Recipe => ({ file, w: 640, h: 480, scene, main, chips, ...extra });
const spot = (
  file: string,
  scene: Recipe["scene"],
  main: string,
  chips: Chip[],
  extra: Partial<Recipe> = {},
): Recipe => ({ file, w: 560, h: 420, scene, main, chips, ...extra });
const small = (file: string, main: string, chips: Chip[], accent: "blue" | "orange" = "blue"): Recipe => ({
  file,
  w: 400,
  h: 300,
  scene: "card",
  main,
  chips,
  accent,
});

/** Every illustration of the site. */
export const RECIPES: Recipe[] = [
  hero(
    "img/hero-erp.svg",
    "laptop",
    "Receipt",
    [
      { x: 0.06, y: 0.14, icon: "FileCheck", accent: "orange" },
      { x: 0.8, y: 0.06, icon: "ChartColumn" },
    ],
    { phone: true },
  ),
  hero("img/hero-certificado.svg", "card", "ShieldCheck", [
    { x: 0.1, y: 0.16, icon: "KeyRound", accent: "orange" },
    { x: 0.76, y: 0.66, icon: "Usb" },
    { x: 0.78, y: 0.12, icon: "BadgeCheck", accent: "orange" },
  ]),
  hero("img/hero-anuncios.svg", "phone", "Megaphone", [
    { x: 0.1, y: 0.16, icon: "Megaphone", accent: "orange" },
    { x: 0.74, y: 0.14, icon: "TrendingUp" },
    { x: 0.76, y: 0.64, icon: "Target", accent: "orange" },
    { x: 0.1, y: 0.64, icon: "MousePointerClick" },
  ]),
  hero(
    "img/hero-recursos.svg",
    "tiles",
    "LayoutGrid",
    [
      { x: 0.06, y: 0.1, icon: "Plug", accent: "orange" },
      { x: 0.8, y: 0.72, icon: "Cloud" },
    ],
    { tiles: ["FileText", "Boxes", "Wallet", "ShoppingCart"] },
  ),
  hero(
    "img/hero-precos.svg",
    "card",
    "PiggyBank",
    [
      { x: 0.1, y: 0.16, icon: "CreditCard", accent: "orange" },
      { x: 0.78, y: 0.12, icon: "CalendarCheck" },
      { x: 0.76, y: 0.64, icon: "BadgeDollarSign", accent: "orange" },
      { x: 0.08, y: 0.64, icon: "Gift" },
    ],
    { accent: "orange" },
  ),
  hero("img/hero-sobre.svg", "card", "Cloud", [
    { x: 0.1, y: 0.16, icon: "Building2", accent: "orange" },
    { x: 0.78, y: 0.12, icon: "Award" },
    { x: 0.76, y: 0.64, icon: "Users", accent: "orange" },
    { x: 0.08, y: 0.64, icon: "ShieldCheck" },
  ]),
  small("img/experiencia-usuarios.svg", "Users", [
    { x: 0.08, y: 0.12, icon: "UserRound", accent: "orange" },
    { x: 0.76, y: 0.62, icon: "Smile" },
  ]),
  small(
    "img/experiencia-clientes.svg",
    "Store",
    [
      { x: 0.08, y: 0.12, icon: "Star", accent: "orange" },
      { x: 0.76, y: 0.62, icon: "Building2" },
    ],
    "orange",
  ),
  small("img/experiencia-suporte.svg", "Headset", [
    { x: 0.08, y: 0.12, icon: "MessageCircle", accent: "orange" },
    { x: 0.76, y: 0.62, icon: "Clock" },
  ]),
  spot("img/recurso-nfe.svg", "card", "FileText", [
    { x: 0.12, y: 0.14, icon: "Barcode", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "Check" },
  ]),
  spot(
    "img/recurso-estoque.svg",
    "card",
    "Boxes",
    [
      { x: 0.12, y: 0.14, icon: "Package", accent: "orange" },
      { x: 0.74, y: 0.62, icon: "Tablet" },
    ],
    { accent: "orange" },
  ),
  spot("img/recurso-financeiro.svg", "card", "Wallet", [
    { x: 0.12, y: 0.14, icon: "ChartLine", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "CircleDollarSign" },
  ]),
  spot(
    "img/sistema-online.svg",
    "laptop",
    "Cloud",
    [
      { x: 0.06, y: 0.1, icon: "Cloud", accent: "orange" },
      { x: 0.8, y: 0.08, icon: "Smartphone" },
    ],
    { phone: true },
  ),
  spot("img/integracoes.svg", "card", "Plug", [
    { x: 0.1, y: 0.12, icon: "ShoppingCart", accent: "orange" },
    { x: 0.76, y: 0.12, icon: "CreditCard" },
    { x: 0.1, y: 0.64, icon: "FileText" },
    { x: 0.76, y: 0.64, icon: "Store", accent: "orange" },
  ]),
  spot(
    "img/suporte.svg",
    "card",
    "Headset",
    [
      { x: 0.12, y: 0.14, icon: "Ticket", accent: "orange" },
      { x: 0.74, y: 0.62, icon: "MessageCircle" },
    ],
    { accent: "orange" },
  ),
  spot("img/sobre-grupo.svg", "card", "Building2", [
    { x: 0.12, y: 0.14, icon: "Users", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "TrendingUp" },
  ]),
  spot("img/quem-somos.svg", "laptop", "Users", [
    { x: 0.06, y: 0.1, icon: "Users", accent: "orange" },
    { x: 0.8, y: 0.08, icon: "ChartLine" },
  ]),
  {
    file: "img/certificado-ecnpj.svg",
    w: 400,
    h: 260,
    scene: "card",
    main: "Building2",
    chips: [{ x: 0.08, y: 0.12, icon: "BadgeCheck", accent: "orange" }],
  },
  {
    file: "img/certificado-ecpf.svg",
    w: 400,
    h: 260,
    scene: "card",
    main: "UserRound",
    accent: "orange",
    chips: [{ x: 0.08, y: 0.12, icon: "BadgeCheck" }],
  },
  { file: "img/passo-1.svg", w: 320, h: 240, scene: "card", main: "MousePointerClick", chips: [] },
  { file: "img/passo-2.svg", w: 320, h: 240, scene: "card", main: "CreditCard", accent: "orange", chips: [] },
  { file: "img/passo-3.svg", w: 320, h: 240, scene: "card", main: "Video", chips: [] },
  { file: "img/passo-4.svg", w: 320, h: 240, scene: "card", main: "BadgeCheck", accent: "orange", chips: [] },
  {
    file: "img/video-poster.svg",
    w: 960,
    h: 540,
    scene: "laptop",
    main: "Receipt",
    phone: true,
    chips: [
      { x: 0.08, y: 0.12, icon: "FileCheck", accent: "orange" },
      { x: 0.82, y: 0.1, icon: "ChartColumn" },
    ],
  },
  {
    file: "img/video-poster-parceiro.svg",
    w: 960,
    h: 540,
    scene: "card",
    main: "Handshake",
    accent: "orange",
    chips: [
      { x: 0.12, y: 0.14, icon: "Calculator" },
      { x: 0.78, y: 0.62, icon: "HandCoins", accent: "orange" },
    ],
  },
  {
    file: "img/mapa-brasil.svg",
    w: 480,
    h: 480,
    scene: "card",
    main: "MapPinned",
    chips: [
      { x: 0.08, y: 0.1, icon: "MapPin", accent: "orange" },
      { x: 0.76, y: 0.2, icon: "MapPin" },
      { x: 0.14, y: 0.7, icon: "MapPin" },
      { x: 0.74, y: 0.72, icon: "MapPin", accent: "orange" },
    ],
  },
  {
    file: "img/mais-de-5-mil.svg",
    w: 480,
    h: 360,
    scene: "card",
    main: "Users",
    accent: "orange",
    chips: [
      { x: 0.08, y: 0.1, icon: "UserRound" },
      { x: 0.78, y: 0.12, icon: "UserRound", accent: "orange" },
      { x: 0.1, y: 0.66, icon: "UserRound", accent: "orange" },
      { x: 0.76, y: 0.66, icon: "UserRound" },
    ],
  },
  hero("img/hero-segmentos.svg", "card", "Store", [
    { x: 0.1, y: 0.14, icon: "Truck", accent: "orange" },
    { x: 0.78, y: 0.12, icon: "Factory" },
    { x: 0.08, y: 0.64, icon: "UtensilsCrossed" },
    { x: 0.76, y: 0.64, icon: "Plane", accent: "orange" },
  ]),
  spot("img/segmento-comercio.svg", "card", "Store", [
    { x: 0.12, y: 0.14, icon: "Receipt", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "Package" },
  ]),
  spot(
    "img/segmento-servicos.svg",
    "card",
    "BriefcaseBusiness",
    [
      { x: 0.12, y: 0.14, icon: "FileText", accent: "orange" },
      { x: 0.74, y: 0.62, icon: "Wrench" },
    ],
    { accent: "orange" },
  ),
  spot("img/segmento-varejo.svg", "card", "ShoppingBag", [
    { x: 0.12, y: 0.14, icon: "Tag", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "ShoppingCart" },
  ]),
  spot(
    "img/segmento-transporte.svg",
    "card",
    "Truck",
    [
      { x: 0.12, y: 0.14, icon: "Route", accent: "orange" },
      { x: 0.74, y: 0.62, icon: "FileCheck" },
    ],
    { accent: "orange" },
  ),
  spot("img/segmento-distribuidora.svg", "card", "Warehouse", [
    { x: 0.12, y: 0.14, icon: "Boxes", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "Truck" },
  ]),
  spot(
    "img/segmento-turismo.svg",
    "card",
    "Plane",
    [
      { x: 0.12, y: 0.14, icon: "MapPin", accent: "orange" },
      { x: 0.74, y: 0.62, icon: "Luggage" },
    ],
    { accent: "orange" },
  ),
  spot("img/segmento-restaurante.svg", "card", "UtensilsCrossed", [
    { x: 0.12, y: 0.14, icon: "ChefHat", accent: "orange" },
    { x: 0.74, y: 0.62, icon: "Receipt" },
  ]),
  spot(
    "img/segmento-industria.svg",
    "card",
    "Factory",
    [
      { x: 0.12, y: 0.14, icon: "Cog", accent: "orange" },
      { x: 0.74, y: 0.62, icon: "Package" },
    ],
    { accent: "orange" },
  ),
];
