import { paise, rupees, type Rupees } from '@robo/domain';
/** The demo catalogue, venues and coupons an empty database starts with (SEED_DEMO). */

export const DEMO_VENUES = [
  {
    name: 'pune-baner',
    displayName: 'Pune — Baner',
    city: 'Pune',
    address: 'Orchid School Auditorium, Baner Road, Pune 411045',
    dateTime: 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM',
    maxSeats: 150,
  },
  {
    name: 'mumbai-andheri',
    displayName: 'Mumbai — Andheri West',
    city: 'Mumbai',
    address: 'Bhavan’s College Hall, Munshi Nagar, Andheri West, Mumbai 400058',
    dateTime: 'Sat, 19 Dec 2026 · 9:30 AM – 1:30 PM',
    maxSeats: 150,
  },
  {
    name: 'bengaluru-koramangala',
    displayName: 'Bengaluru — Koramangala',
    city: 'Bengaluru',
    address: 'St. John’s Auditorium, Sarjapur Road, Koramangala, Bengaluru 560034',
    dateTime: 'Sun, 20 Dec 2026 · 10:00 AM – 2:00 PM',
    maxSeats: 120,
  },
  {
    name: 'hyderabad-gachibowli',
    displayName: 'Hyderabad — Gachibowli',
    city: 'Hyderabad',
    address: 'Gachibowli Indoor Stadium Hall B, Hyderabad 500032',
    dateTime: 'Sat, 26 Dec 2026 · 10:00 AM – 2:00 PM',
    maxSeats: 100,
  },
  {
    name: 'delhi-dwarka',
    displayName: 'New Delhi — Dwarka',
    city: 'New Delhi',
    address: 'DPS Dwarka Multipurpose Hall, Sector 3, Dwarka, New Delhi 110078',
    dateTime: 'Sun, 27 Dec 2026 · 11:00 AM – 3:00 PM',
    maxSeats: 150,
  },
];

export const DEMO_COUPONS = [
  { code: 'EARLY50', discountAmount: paise(5000), usageLimit: 100 },
  { code: 'SCHOOL100', discountAmount: paise(10000), usageLimit: 50 },
];

interface DemoProduct {
  id: string;
  name: string;
  shortName?: string;
  slug: string;
  category: string;
  price: Rupees;
  mrp: Rupees;
  sku: string;
  inventory: number;
  ageRange: string;
  summary: string;
  features: string[];
  boxContents: string[];
  specifications: Record<string, string>;
  tags: string[];
  colour: string;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: 'prd-pickbot',
    name: 'PickBot Pick-and-Place Robot Kit',
    shortName: 'PickBot Kit',
    slug: 'pickbot-pick-and-place-robot-kit',
    category: 'Robotics Kits',
    price: rupees(4999),
    mrp: rupees(7500),
    sku: 'RL-KIT-PB01',
    inventory: 40,
    ageRange: '10-14 years',
    summary:
      'Build the competition robot: a gripper arm on a two-wheel chassis that sorts recyclables in the clean and green city challenge.',
    features: [
      'Servo-driven gripper arm',
      'Line-following sensors',
      'Bluetooth remote control app',
      'Competition-legal dimensions',
    ],
    boxContents: [
      'Chassis and wheels',
      '2 geared motors',
      '2 servo motors',
      'Controller board',
      'Battery holder',
      'Screwdriver and fasteners',
    ],
    specifications: { Controller: 'ATmega328P compatible', Power: '4 x AA batteries', Weight: '650 g' },
    tags: ['competition', 'bestseller'],
    colour: '#1b5e20',
  },
  {
    id: 'prd-ecocity',
    name: 'Eco City Junior Robot Kit',
    shortName: 'Eco City Junior',
    slug: 'eco-city-junior-robot-kit',
    category: 'Robotics Kits',
    price: rupees(1999),
    mrp: rupees(3500),
    sku: 'RL-KIT-EC01',
    inventory: 4,
    ageRange: '6-8 years',
    summary: 'A snap-together robot for young builders that collects litter blocks around a printed city mat.',
    features: ['No tools needed', 'Printed city mat included', 'Step-by-step picture guide'],
    boxContents: ['Snap-fit robot body', 'Motor unit', 'City mat', 'Litter blocks'],
    specifications: { Power: '2 x AA batteries', Pieces: '48' },
    tags: ['junior'],
    colour: '#2e7d32',
  },
  {
    id: 'prd-sensorlab',
    name: 'Sensor Lab Electronics Set',
    slug: 'sensor-lab-electronics-set',
    category: 'Electronics',
    price: rupees(2999),
    mrp: rupees(5000),
    sku: 'RL-ELE-SL01',
    inventory: 25,
    ageRange: '11-15 years',
    summary:
      'Twelve plug-and-play sensors with a breadboard and guided experiments on light, sound, distance and temperature.',
    features: ['12 sensors', 'Solderless breadboard', '30 guided experiments'],
    boxContents: ['Breadboard', '12 sensor modules', 'Jumper wires', 'USB cable'],
    specifications: { Sensors: '12', Experiments: '30' },
    tags: ['electronics'],
    colour: '#0d47a1',
  },
  {
    id: 'prd-circuitstarter',
    name: 'Circuit Starter Kit',
    slug: 'circuit-starter-kit',
    category: 'Electronics',
    price: rupees(899),
    mrp: rupees(1299),
    sku: 'RL-ELE-CS01',
    inventory: 0,
    ageRange: '8-12 years',
    summary: 'LEDs, buzzers, switches and a battery pack to learn series and parallel circuits safely.',
    features: ['Safe low-voltage parts', 'Colour-coded wires'],
    boxContents: ['LEDs', 'Buzzer', 'Switches', 'Battery pack'],
    specifications: { Voltage: '3 V' },
    tags: ['beginner'],
    colour: '#1565c0',
  },
  {
    id: 'prd-solarrover',
    name: 'Solar Rover STEM Kit',
    slug: 'solar-rover-stem-kit',
    category: 'STEM Learning',
    price: rupees(1499),
    mrp: rupees(2499),
    sku: 'RL-STM-SR01',
    inventory: 18,
    ageRange: '8-12 years',
    summary: 'Assemble a rover that runs on sunlight and learn how solar panels turn light into motion.',
    features: ['Real solar panel', 'Gear train demonstration', 'Reusable parts'],
    boxContents: ['Solar panel', 'Motor', 'Gears', 'Wheels', 'Frame'],
    specifications: { Panel: '1.5 V 300 mA' },
    tags: ['solar', 'green'],
    colour: '#e65100',
  },
  {
    id: 'prd-hydraulicarm',
    name: 'Hydraulic Arm Builder',
    slug: 'hydraulic-arm-builder',
    category: 'STEM Learning',
    price: rupees(1299),
    mrp: rupees(1799),
    sku: 'RL-STM-HA01',
    inventory: 9,
    ageRange: '9-14 years',
    summary: 'A syringe-powered hydraulic arm that lifts and places objects: mechanics without batteries.',
    features: ['Four degrees of freedom', 'No batteries needed'],
    boxContents: ['Wooden arm parts', 'Syringes', 'Tubing'],
    specifications: { Reach: '28 cm' },
    tags: ['mechanics'],
    colour: '#bf360c',
  },
  {
    id: 'prd-codeblocks',
    name: 'CodeBlocks Screen-Free Coding Set',
    slug: 'codeblocks-screen-free-coding-set',
    category: 'Coding',
    price: rupees(2499),
    mrp: rupees(3999),
    sku: 'RL-COD-CB01',
    inventory: 30,
    ageRange: '5-8 years',
    summary: 'Arrange coding cards to program a little robot through mazes: sequencing and loops without a screen.',
    features: ['60 coding cards', 'Maze tiles', 'Rechargeable robot'],
    boxContents: ['Robot', '60 cards', '16 maze tiles', 'USB charger'],
    specifications: { Battery: 'Rechargeable, 2 h' },
    tags: ['coding', 'junior'],
    colour: '#4a148c',
  },
  {
    id: 'prd-microbitpack',
    name: 'Micro Python Coding Pack',
    slug: 'micro-python-coding-pack',
    category: 'Coding',
    price: rupees(3499),
    mrp: rupees(4999),
    sku: 'RL-COD-MP01',
    inventory: 12,
    ageRange: '11-16 years',
    summary: 'A programmable board with an LED matrix and a project book that takes students from blocks to Python.',
    features: ['LED matrix and buttons', 'Block and Python editors', '20 projects'],
    boxContents: ['Board', 'Battery pack', 'USB cable', 'Project book'],
    specifications: { Languages: 'Blocks, MicroPython' },
    tags: ['python'],
    colour: '#6a1b9a',
  },
];

/** A locally generated product picture (no downloads): a coloured card with a robot and the name. */
export function demoProductSvg(name: string, colour: string): string {
  const safe = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${colour}"/>
<circle cx="300" cy="250" r="150" fill="#ffffff" fill-opacity="0.12"/>
<rect x="210" y="170" width="180" height="140" rx="24" fill="#ffffff"/>
<circle cx="260" cy="235" r="18" fill="${colour}"/><circle cx="340" cy="235" r="18" fill="${colour}"/>
<rect x="265" y="275" width="70" height="10" rx="5" fill="${colour}"/>
<rect x="292" y="130" width="16" height="40" fill="#ffffff"/><circle cx="300" cy="125" r="14" fill="#ffb300"/>
<rect x="230" y="320" width="140" height="70" rx="14" fill="#ffffff"/>
<text x="300" y="480" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${safe}</text>
</svg>`;
}
