import { useId } from 'react';
import { withParticle } from '@gagyeong/contracts/korean';
import { PROJECT } from '../../../content/project';
import { PLACED_BUILDINGS, UNIT_TYPE_COLORS, type PlacedBuilding } from '../content';
import styles from './complex-guide.module.css';

const CELL_W = 44;
const CELL_H = 46;
const DONG_PLATE = { width: 76, height: 30 } as const;

function Building({ building }: { readonly building: PlacedBuilding }) {
  const width = building.lines.length * CELL_W;
  return (
    <g transform={`translate(${building.x} ${building.y}) rotate(${building.rotate})`}>
      <rect x={-width / 2 + 6} y={-CELL_H / 2 + 8} width={width} height={CELL_H} rx="6" fill="#000" opacity="0.12" />
      {building.lines.map((type, index) => (
        <g key={index}>
          <rect
            x={-width / 2 + index * CELL_W}
            y={-CELL_H / 2}
            width={CELL_W}
            height={CELL_H}
            fill={UNIT_TYPE_COLORS[type]}
            stroke="#fffdf8"
            strokeWidth="2"
          />
          <text x={-width / 2 + index * CELL_W + CELL_W / 2} y={6} className={styles.mapCell}>
            {index + 1}호
          </text>
        </g>
      ))}
      {/* A plate under the 동 label: it may lie over a neighbouring building's blocks. */}
      <rect x={-DONG_PLATE.width / 2} y={-CELL_H / 2 - 36} {...DONG_PLATE} rx="8" fill="#f7f4ec" opacity="0.94" />
      <text y={-CELL_H / 2 - 16} className={styles.mapDong}>
        {building.dong}
      </text>
    </g>
  );
}

/**
 * The unit placement map, drawn from the same data as its legend and table so colours and 동
 * numbers never drift apart. The table below it carries the same facts for screen readers.
 */
export function UnitPlacementMap() {
  const titleId = useId();
  return (
    <svg
      viewBox="0 0 1200 760"
      width="1200"
      height="760"
      className={styles.placementMap}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>
        {`${PROJECT.name} 동호수 배치도: 중앙공원 둘레의 ${withParticle(PLACED_BUILDINGS.map((b) => b.dong).join(', '), '과/와')} 호수별 타입 색상`}
      </title>
      <rect width="1200" height="760" fill="#efeadf" />
      <rect
        x="40"
        y="40"
        width="1120"
        height="680"
        rx="18"
        fill="#f7f4ec"
        stroke="#24473f"
        strokeWidth="2"
        strokeDasharray="12 8"
      />
      <ellipse cx="600" cy="380" rx="300" ry="170" fill="#cfe2bf" />
      <ellipse cx="600" cy="380" rx="300" ry="170" fill="none" stroke="#fff" strokeWidth="10" />
      <ellipse cx="600" cy="380" rx="80" ry="44" fill="#b9d3da" stroke="#fff" strokeWidth="5" />
      <text x="600" y="300" className={styles.mapPark}>
        중앙공원
      </text>
      <rect x="480" y="600" width="240" height="80" rx="12" fill="#24473f" />
      <text x="600" y="647" className={styles.mapFacility}>
        커뮤니티센터
      </text>
      {PLACED_BUILDINGS.map((building) => (
        <Building key={building.dong} building={building} />
      ))}
      <g transform="translate(1110 100)">
        <circle r="28" fill="#fff" stroke="#dcd6c8" />
        <path d="M0 -20L8 6L0 1L-8 6Z" fill="#16302b" />
      </g>
    </svg>
  );
}
