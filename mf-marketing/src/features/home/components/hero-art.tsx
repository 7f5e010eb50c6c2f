// Generated artwork (original illustration for this project): seven 29-floor towers over the park at dusk.
// Inline, so the hero paints with the page's first render and needs no extra request (LCP).
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
      <g transform="translate(745.9 498.5) scale(0.858)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="50" y="38" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="38" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="65" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="146" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="182" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="191" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="182" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="74" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="191" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="209" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <g transform="translate(969.9 498.5) scale(0.858)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="18" y="128" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="182" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="47" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="38" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="83" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="218" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="146" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="155" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="155" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="110" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <g transform="translate(1193.9 498.5) scale(0.858)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="18" y="254" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="227" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="47" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="110" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="164" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="236" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="110" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="47" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="173" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="74" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <g transform="translate(1417.9 498.5) scale(0.858)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="34" y="65" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="146" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="218" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="245" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="191" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="119" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="128" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="164" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="254" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="47" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <g transform="translate(842.7 459.5) scale(1.100)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="2" y="101" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="227" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="47" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="236" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="110" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="191" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="155" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="227" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="218" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="29" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="128" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="200" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="164" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="83" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <g transform="translate(1066.7 459.5) scale(1.100)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="34" y="65" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="92" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="137" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="47" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="155" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="182" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="65" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="182" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="227" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="128" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="137" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="65" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="74" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="92" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <g transform="translate(1290.7 459.5) scale(1.100)">
        <rect width="96" height="261" fill="url(#hero-front)" />
        <rect width="96" height="261" fill="url(#hero-wf)" />
        <rect x="96" width="30" height="261" fill="url(#hero-side)" />
        <rect x="96" width="30" height="261" fill="url(#hero-ws)" />
        <rect x="46" width="4" height="261" fill="#b8914a" opacity=".55" />
        <rect x="-2" y="-6" width="130" height="7" fill="#e9dcc0" />
        <rect x="24" y="-20" width="48" height="14" fill="#d9ccb0" />
        <rect x="24" y="-20" width="48" height="3" fill="#b8914a" />
        <rect x="82" y="92" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="164" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="74" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="110" width="12" height="4.6" fill="#ffd48a" />
        <rect x="2" y="65" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="182" width="12" height="4.6" fill="#ffd48a" />
        <rect x="34" y="200" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="119" width="12" height="4.6" fill="#ffd48a" />
        <rect x="18" y="227" width="12" height="4.6" fill="#ffd48a" />
        <rect x="66" y="200" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="218" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="38" width="12" height="4.6" fill="#ffd48a" />
        <rect x="50" y="245" width="12" height="4.6" fill="#ffd48a" />
        <rect x="82" y="254" width="12" height="4.6" fill="#ffd48a" />
        <rect width="126" height="261" fill="url(#hero-shade)" />
      </g>
      <rect y="740" width="1600" height="260" fill="url(#hero-lawn)" />
      <ellipse cx="384" cy="849" rx="320" ry="26" fill="url(#hero-water)" opacity=".6" />
      <path d="M224 844h192M320 856h224" stroke="#fff3d6" strokeWidth="2.2" opacity=".45" />
      <use href="#hero-pine" x="882" y="686" width="33" height="66" />
      <use href="#hero-tree" x="1004" y="715" width="37" height="48" />
      <use href="#hero-tree" x="688" y="700" width="38" height="49" />
      <use href="#hero-tree2" x="894" y="698" width="47" height="61" />
      <use href="#hero-pine" x="85" y="692" width="30" height="60" />
      <use href="#hero-tree2" x="381" y="700" width="43" height="56" />
      <use href="#hero-pine" x="158" y="689" width="34" height="69" />
      <use href="#hero-tree2" x="478" y="709" width="38" height="50" />
      <use href="#hero-tree" x="750" y="687" width="50" height="66" />
      <use href="#hero-tree" x="1522" y="704" width="43" height="56" />
      <use href="#hero-tree" x="456" y="696" width="49" height="64" />
      <use href="#hero-tree" x="396" y="698" width="43" height="56" />
      <use href="#hero-tree2" x="333" y="698" width="47" height="61" />
      <use href="#hero-tree" x="970" y="694" width="53" height="68" />
      <use href="#hero-tree" x="1304" y="686" width="51" height="67" />
      <use href="#hero-tree" x="773" y="696" width="51" height="67" />
      <use href="#hero-tree2" x="740" y="703" width="39" height="51" />
      <use href="#hero-tree2" x="1497" y="678" width="57" height="74" />
      <use href="#hero-tree2" x="137" y="693" width="46" height="59" />
      <use href="#hero-tree" x="987" y="687" width="55" height="72" />
      <use href="#hero-tree" x="1034" y="695" width="53" height="69" />
      <use href="#hero-tree" x="165" y="699" width="44" height="57" />
      <use href="#hero-tree2" x="261" y="683" width="53" height="68" />
      <use href="#hero-pine" x="1512" y="681" width="38" height="77" />
      <use href="#hero-tree" x="1513" y="699" width="51" height="66" />
      <use href="#hero-pine" x="15" y="691" width="36" height="72" />
      <use href="#hero-pine" x="208" y="682" width="40" height="80" />
      <use href="#hero-tree" x="541" y="688" width="47" height="61" />
      <use href="#hero-tree" x="1273" y="692" width="51" height="67" />
      <use href="#hero-tree" x="1492" y="703" width="45" height="58" />
      <use href="#hero-tree2" x="314" y="703" width="41" height="53" />
      <use href="#hero-pine" x="1215" y="699" width="32" height="64" />
      <use href="#hero-pine" x="69" y="685" width="39" height="77" />
      <use href="#hero-tree" x="1299" y="697" width="47" height="61" />
      <use href="#hero-pine" x="823" y="707" width="27" height="53" />
      <use href="#hero-tree" x="962" y="685" width="52" height="68" />
      <use href="#hero-tree" x="742" y="688" width="51" height="67" />
      <use href="#hero-tree" x="815" y="701" width="47" height="62" />
      <use href="#hero-tree" x="63" y="708" width="39" height="51" />
      <use href="#hero-tree" x="798" y="694" width="48" height="62" />
      <use href="#hero-tree" x="968" y="699" width="46" height="60" />
      <use href="#hero-pine" x="707" y="688" width="35" height="70" />
      <use href="#hero-tree2" x="374" y="703" width="47" height="61" />
      <use href="#hero-pine" x="1425" y="692" width="30" height="59" />
      <use href="#hero-tree" x="168" y="701" width="45" height="58" />
      <use href="#hero-tree2" x="668" y="708" width="40" height="52" />
      <use href="#hero-tree2" x="1432" y="700" width="39" height="50" />
      <use href="#hero-tree" x="1409" y="689" width="56" height="73" />
      <use href="#hero-tree" x="123" y="695" width="55" height="71" />
      <use href="#hero-pine" x="1327" y="706" width="29" height="58" />
      <use href="#hero-tree2" x="628" y="696" width="44" height="58" />
      <use href="#hero-pine" x="1147" y="701" width="27" height="53" />
      <use href="#hero-tree2" x="-1" y="701" width="42" height="55" />
      <use href="#hero-tree" x="47" y="828" width="149" height="193" />
      <use href="#hero-tree" x="114" y="875" width="111" height="144" />
      <use href="#hero-tree2" x="241" y="849" width="137" height="178" />
      <use href="#hero-tree2" x="1062" y="885" width="147" height="191" />
      <use href="#hero-tree2" x="1466" y="904" width="127" height="165" />
      <use href="#hero-tree2" x="35" y="851" width="133" height="173" />
      <use href="#hero-tree" x="386" y="895" width="98" height="127" />
      <use href="#hero-tree" x="79" y="881" width="142" height="185" />
      <use href="#hero-tree2" x="142" y="889" width="97" height="127" />
      <use href="#hero-tree" x="385" y="882" width="104" height="135" />
      <use href="#hero-tree" x="1549" y="911" width="111" height="144" />
      <use href="#hero-tree" x="458" y="904" width="113" height="147" />
      <use href="#hero-tree2" x="770" y="885" width="106" height="138" />
      <use href="#hero-tree" x="1591" y="896" width="99" height="128" />
      <use href="#hero-tree2" x="855" y="912" width="107" height="139" />
      <use href="#hero-tree2" x="682" y="867" width="132" height="171" />
      <use href="#hero-tree2" x="846" y="852" width="144" height="187" />
      <use href="#hero-tree" x="1571" y="897" width="115" height="149" />
      <use href="#hero-tree" x="517" y="928" width="100" height="130" />
      <use href="#hero-tree2" x="978" y="887" width="143" height="186" />
    </svg>
  );
}
