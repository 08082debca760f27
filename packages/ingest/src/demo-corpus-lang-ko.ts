// Korean words of the demo corpus's native titles and abstracts: each topic's field, its subjects in the order of
// `Topic.subjects` and its benefits in the order of `Topic.benefits` (as the predicate of "본 발명은 ….").

import type { NativeWords } from './demo-corpus-translation';

export const KOREAN: Readonly<Record<string, NativeWords>> = {
  'rechargeable batteries': {
    field: '이차 전지',
    subjects: ['리튬 이온 전지', '전지 셀', '전극 조립체', '전지 모듈'],
    benefits: ['에너지 밀도를 향상시킨다', '사이클 수명을 연장한다', '남용 조건에서의 안전성을 높인다'],
  },
  'photovoltaic devices': {
    field: '태양광 발전 장치',
    subjects: ['태양 전지', '태양광 모듈', '탠덤 태양 전지', '후면 접촉 태양 전지'],
    benefits: ['변환 효율을 높인다', '생산 비용을 줄인다', '장기 안정성을 향상시킨다'],
  },
  'semiconductor devices': {
    field: '반도체 소자',
    subjects: ['반도체 장치', '전계 효과 트랜지스터', '메모리 셀 어레이', '전력 반도체 모듈'],
    benefits: ['누설 전류를 줄인다', '집적도를 높인다', '스위칭 속도를 향상시킨다'],
  },
  'display devices': {
    field: '표시 장치',
    subjects: ['표시 패널', '유기 발광 표시 장치', '액정 표시 장치', '터치 표시 장치'],
    benefits: ['화질을 향상시킨다', '소비 전력을 줄인다', '베젤을 좁힌다'],
  },
  'wireless communication': {
    field: '무선 통신',
    subjects: ['상향링크 제어 정보 전송 방법', '사용자 장치', '기지국', '빔 관리 방법'],
    benefits: ['지연 시간을 줄인다', '스펙트럼 효율을 향상시킨다', '단말의 전력 소모를 줄인다'],
  },
  'machine learning': {
    field: '기계 학습',
    subjects: ['신경망 학습 방법', '이미지 인식 시스템', '데이터 처리 장치', '추천 시스템'],
    benefits: ['인식 정확도를 향상시킨다', '연산 부하를 줄인다', '사용자 데이터의 프라이버시를 보호한다'],
  },
  'driver assistance and vehicle control': {
    field: '운전 보조 및 차량 제어',
    subjects: ['운전자 보조 시스템', '차량 제어 방법', '충돌 회피 장치', '주차 보조 시스템'],
    benefits: ['도로 안전을 향상시킨다', '주행 편의성을 높인다', '오경보를 줄인다'],
  },
  'wind turbines': {
    field: '풍력 발전 장치',
    subjects: ['풍력 터빈', '로터 블레이드', '풍력 발전 단지의 운전 방법', '피치 제어 시스템'],
    benefits: ['연간 발전량을 증가시킨다', '기계적 하중을 줄인다', '수명을 연장한다'],
  },
  'pharmaceutical compounds': {
    field: '의약 화합물',
    subjects: ['키나아제 억제제', '약학적 조성물', '헤테로고리 화합물', '피리미딘 유도체의 결정형'],
    benefits: ['치료 효능을 높인다', '부작용을 줄인다', '경구 생체이용률을 높인다'],
  },
  'therapeutic antibodies': {
    field: '치료용 항체',
    subjects: ['항-PD-1 항체', '이중특이성 항체', '항체-약물 접합체', '인간화 단일클론 항체'],
    benefits: ['결합 친화도를 높인다', '면역원성을 줄인다', '제형의 안정성을 향상시킨다'],
  },
  'medical devices': {
    field: '의료 기기',
    subjects: ['카테터', '이식형 스텐트', '수술 기구', '웨어러블 모니터링 장치'],
    benefits: ['조직 손상을 줄인다', '전달성을 향상시킨다', '연속 모니터링을 가능하게 한다'],
  },
  packaging: {
    field: '포장',
    subjects: ['포장 용기', '재활용 가능한 파우치', '다층 포장 필름', '병 마개'],
    benefits: ['재활용성을 향상시킨다', '유통 기한을 연장한다', '재료 사용량을 줄인다'],
  },
  'inkjet printing': {
    field: '잉크젯 인쇄',
    subjects: ['잉크젯 프린트 헤드', '인쇄 장치', '잉크 조성물', '액체 토출 장치'],
    benefits: ['인쇄 품질을 향상시킨다', '인쇄 속도를 높인다', '유지 보수를 줄인다'],
  },
  robotics: {
    field: '로봇',
    subjects: ['로봇 암', '로봇 그리퍼', '로봇 제어 방법', '협동 로봇'],
    benefits: ['인간과 로봇의 협업 안전성을 향상시킨다', '파지 신뢰성을 높인다', '사이클 타임을 단축한다'],
  },
  'heat pumps and air conditioning': {
    field: '히트 펌프 및 공기 조화',
    subjects: ['히트 펌프', '공기 조화기', '열교환기', '냉동 사이클 장치'],
    benefits: ['계절 효율을 높인다', '냉매 충전량을 줄인다', '제상 시간을 단축한다'],
  },
  'beverage preparation': {
    field: '음료 제조',
    subjects: ['커피 머신', '음료 캡슐', '우유 거품 장치', '추출 유닛'],
    benefits: ['음료 품질을 향상시킨다', '세척을 간편하게 한다', '폐기물을 줄인다'],
  },
};
