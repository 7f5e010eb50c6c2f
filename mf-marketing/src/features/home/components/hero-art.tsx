// Generated artwork (original illustration for this project): seven 29-floor towers over the park at dusk.
// Inline, so the hero paints with the page's first render and needs no extra request (LCP).

/** A tower: where it stands (its front's top left corner), its scale, and its lit windows (x, y). */
interface Tower {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly lit: readonly (readonly [number, number])[];
}

/** The seven towers, back row first so the front row overlaps it. */
const TOWERS: readonly Tower[] = [
  {
    x: 745.9,
    y: 498.5,
    scale: 0.858,
    lit: [
      [50, 38],
      [18, 38],
      [66, 65],
      [34, 146],
      [18, 182],
      [2, 191],
      [34, 182],
      [82, 74],
      [2, 191],
      [66, 209],
    ],
  },
  {
    x: 969.9,
    y: 498.5,
    scale: 0.858,
    lit: [
      [18, 128],
      [2, 182],
      [82, 47],
      [66, 38],
      [66, 83],
      [50, 218],
      [66, 146],
      [34, 155],
      [66, 155],
      [34, 110],
    ],
  },
  {
    x: 1193.9,
    y: 498.5,
    scale: 0.858,
    lit: [
      [18, 254],
      [18, 227],
      [18, 47],
      [66, 110],
      [66, 164],
      [34, 236],
      [50, 110],
      [66, 47],
      [2, 173],
      [50, 74],
    ],
  },
  {
    x: 1417.9,
    y: 498.5,
    scale: 0.858,
    lit: [
      [34, 65],
      [50, 146],
      [2, 218],
      [2, 245],
      [66, 191],
      [34, 119],
      [82, 128],
      [66, 164],
      [66, 254],
      [50, 47],
    ],
  },
  {
    x: 842.7,
    y: 459.5,
    scale: 1.1,
    lit: [
      [2, 101],
      [50, 227],
      [82, 47],
      [2, 236],
      [82, 110],
      [82, 191],
      [82, 155],
      [34, 227],
      [50, 218],
      [34, 29],
      [50, 128],
      [18, 200],
      [2, 164],
      [2, 83],
    ],
  },
  {
    x: 1066.7,
    y: 459.5,
    scale: 1.1,
    lit: [
      [34, 65],
      [82, 92],
      [50, 137],
      [50, 47],
      [18, 155],
      [50, 182],
      [34, 65],
      [50, 182],
      [34, 227],
      [50, 128],
      [82, 137],
      [18, 65],
      [2, 74],
      [18, 92],
    ],
  },
  {
    x: 1290.7,
    y: 459.5,
    scale: 1.1,
    lit: [
      [82, 92],
      [2, 164],
      [66, 74],
      [34, 110],
      [2, 65],
      [50, 182],
      [34, 200],
      [66, 119],
      [18, 227],
      [66, 200],
      [82, 218],
      [82, 38],
      [50, 245],
      [82, 254],
    ],
  },
];

/** Trees in painting order: symbol, x, y, width, height. */
const TREES: readonly (readonly ['tree' | 'tree2' | 'pine', number, number, number, number])[] = [
  ['pine', 882, 686, 33, 66],
  ['tree', 1004, 715, 37, 48],
  ['tree', 688, 700, 38, 49],
  ['tree2', 894, 698, 47, 61],
  ['pine', 85, 692, 30, 60],
  ['tree2', 381, 700, 43, 56],
  ['pine', 158, 689, 34, 69],
  ['tree2', 478, 709, 38, 50],
  ['tree', 750, 687, 50, 66],
  ['tree', 1522, 704, 43, 56],
  ['tree', 456, 696, 49, 64],
  ['tree', 396, 698, 43, 56],
  ['tree2', 333, 698, 47, 61],
  ['tree', 970, 694, 53, 68],
  ['tree', 1304, 686, 51, 67],
  ['tree', 773, 696, 51, 67],
  ['tree2', 740, 703, 39, 51],
  ['tree2', 1497, 678, 57, 74],
  ['tree2', 137, 693, 46, 59],
  ['tree', 987, 687, 55, 72],
  ['tree', 1034, 695, 53, 69],
  ['tree', 165, 699, 44, 57],
  ['tree2', 261, 683, 53, 68],
  ['pine', 1512, 681, 38, 77],
  ['tree', 1513, 699, 51, 66],
  ['pine', 15, 691, 36, 72],
  ['pine', 208, 682, 40, 80],
  ['tree', 541, 688, 47, 61],
  ['tree', 1273, 692, 51, 67],
  ['tree', 1492, 703, 45, 58],
  ['tree2', 314, 703, 41, 53],
  ['pine', 1215, 699, 32, 64],
  ['pine', 69, 685, 39, 77],
  ['tree', 1299, 697, 47, 61],
  ['pine', 823, 707, 27, 53],
  ['tree', 962, 685, 52, 68],
  ['tree', 742, 688, 51, 67],
  ['tree', 815, 701, 47, 62],
  ['tree', 63, 708, 39, 51],
  ['tree', 798, 694, 48, 62],
  ['tree', 968, 699, 46, 60],
  ['pine', 707, 688, 35, 70],
  ['tree2', 374, 703, 47, 61],
  ['pine', 1425, 692, 30, 59],
  ['tree', 168, 701, 45, 58],
  ['tree2', 668, 708, 40, 52],
  ['tree2', 1432, 700, 39, 50],
  ['tree', 1409, 689, 56, 73],
  ['tree', 123, 695, 55, 71],
  ['pine', 1327, 706, 29, 58],
  ['tree2', 628, 696, 44, 58],
  ['pine', 1147, 701, 27, 53],
  ['tree2', -1, 701, 42, 55],
  ['tree', 47, 828, 149, 193],
  ['tree', 114, 875, 111, 144],
  ['tree2', 241, 849, 137, 178],
  ['tree2', 1062, 885, 147, 191],
  ['tree2', 1466, 904, 127, 165],
  ['tree2', 35, 851, 133, 173],
  ['tree', 386, 895, 98, 127],
  ['tree', 79, 881, 142, 185],
  ['tree2', 142, 889, 97, 127],
  ['tree', 385, 882, 104, 135],
  ['tree', 1549, 911, 111, 144],
  ['tree', 458, 904, 113, 147],
  ['tree2', 770, 885, 106, 138],
  ['tree', 1591, 896, 99, 128],
  ['tree2', 855, 912, 107, 139],
  ['tree2', 682, 867, 132, 171],
  ['tree2', 846, 852, 144, 187],
  ['tree', 1571, 897, 115, 149],
  ['tree', 517, 928, 100, 130],
  ['tree2', 978, 887, 143, 186],
];

export function HeroArt({ className }: { readonly className?: string }) {
  return (
    <svg
      viewBox="0 0 1600 1000"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#1d3936" />
          <stop offset=".38" stopColor="#4f6c62" />
          <stop offset=".66" stopColor="#b49f7c" />
          <stop offset=".86" stopColor="#ecc98e" />
          <stop offset="1" stopColor="#f8e2b2" />
        </linearGradient>
        <radialGradient id="hero-glow" cx=".86" cy="0.660" r=".6">
          <stop offset="0" stopColor="#fff0c8" stopOpacity=".9" />
          <stop offset=".3" stopColor="#f3c57e" stopOpacity=".35" />
          <stop offset="1" stopColor="#f3c57e" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-front" x1="0" x2="1">
          <stop offset="0" stopColor="#f6eedc" />
          <stop offset="1" stopColor="#ddd3bf" />
        </linearGradient>
        <linearGradient id="hero-side" x1="0" x2="1">
          <stop offset="0" stopColor="#9d9a8b" />
          <stop offset="1" stopColor="#7e8177" />
        </linearGradient>
        <linearGradient id="hero-shade" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#16302b" stopOpacity="0" />
          <stop offset="1" stopColor="#16302b" stopOpacity=".35" />
        </linearGradient>
        <pattern id="hero-wf" width="16" height="9" patternUnits="userSpaceOnUse">
          <rect x="2" y="2" width="12" height="4.6" fill="#38544f" opacity=".62" />
          <rect y="7.6" width="16" height="1.4" fill="#fffaf0" opacity=".55" />
        </pattern>
        <pattern id="hero-ws" width="12" height="9" patternUnits="userSpaceOnUse">
          <rect x="2" y="2" width="8" height="4.6" fill="#2a403c" opacity=".6" />
        </pattern>
        <linearGradient id="hero-lawn" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#5d7d5c" />
          <stop offset=".35" stopColor="#2f5443" />
          <stop offset="1" stopColor="#16302b" />
        </linearGradient>
        <linearGradient id="hero-water" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#f2d7a4" stopOpacity=".9" />
          <stop offset="1" stopColor="#6f8a7f" stopOpacity=".9" />
        </linearGradient>
        <symbol id="hero-tree" viewBox="0 0 40 52">
          <rect x="18.5" y="34" width="3" height="18" fill="#33291f" />
          <circle cx="20" cy="21" r="15" fill="#2c5744" />
          <circle cx="11" cy="28" r="10" fill="#21453a" />
          <circle cx="29" cy="27" r="11" fill="#386a50" />
          <circle cx="22" cy="12" r="9" fill="#4c7d5b" />
          <circle cx="27" cy="17" r="5" fill="#6a9566" opacity=".7" />
        </symbol>
        <symbol id="hero-tree2" viewBox="0 0 40 52">
          <rect x="18.5" y="34" width="3" height="18" fill="#33291f" />
          <ellipse cx="20" cy="22" rx="13" ry="19" fill="#24493b" />
          <ellipse cx="24" cy="18" rx="8" ry="13" fill="#3e7054" />
        </symbol>
        <symbol id="hero-pine" viewBox="0 0 30 60">
          <rect x="13.5" y="46" width="3" height="14" fill="#33291f" />
          <path d="M15 0 29 48H1z" fill="#1d4234" />
          <path d="M15 0 29 48H15z" fill="#2a5845" />
        </symbol>
        {/* One tower's walls, roof and crown; each tower adds its own lit windows and the shade. */}
        <g id="hero-tower">
          <rect width="96" height="261" fill="url(#hero-front)" />
          <rect width="96" height="261" fill="url(#hero-wf)" />
          <rect x="96" width="30" height="261" fill="url(#hero-side)" />
          <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
          <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
          <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
          <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
          <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        </g>
      </defs>
      <rect width="1600" height="1000" fill="url(#hero-sky)" />
      <rect width="1600" height="1000" fill="url(#hero-glow)" />
      <circle cx="1376" cy="641" r="29" fill="#fff5dc" opacity=".95" />
      <polygon
        points="0,740 0,649 90,656 180,658 270,668 360,670 450,677 540,686 630,683 720,681 810,672 900,669 990,664 1080,655 1170,646 1260,656 1350,660 1440,663 1530,665 1620,674 1600,740"
        fill="#6f8576"
        opacity=".55"
      />
      <polygon
        points="0,740 0,709 70,711 140,714 210,716 280,718 350,721 420,723 490,723 560,721 630,719 700,716 770,714 840,711 910,709 980,706 1050,704 1120,702 1190,699 1260,700 1330,702 1400,704 1470,707 1540,709 1610,712 1600,740"
        fill="#46675a"
        opacity=".75"
      />
      {TOWERS.map((tower) => (
        <g key={`${tower.x} ${tower.y}`} transform={`translate(${tower.x} ${tower.y}) scale(${tower.scale})`}>
          <use href="#hero-tower" />
          {tower.lit.map(([x, y], index) => (
            <rect key={index} x={x} y={y} width="12" height="4.6" fill="#ffd48a" />
          ))}
          <rect width="126" height="261" fill="url(#hero-shade)" />
        </g>
      ))}
      <rect y="740" width="1600" height="260" fill="url(#hero-lawn)" />
      <ellipse cx="384" cy="849" rx="320" ry="26" fill="url(#hero-water)" opacity=".6" />
      <path d="M224 844h192M320 856h224" stroke="#fff3d6" strokeWidth="2.2" opacity=".45" />
      {TREES.map(([kind, x, y, width, height], index) => (
        <use key={index} href={`#hero-${kind}`} x={x} y={y} width={width} height={height} />
      ))}
    </svg>
  );
}
