// Japanese words of the demo corpus's native titles and abstracts: each topic's field, its subjects in the order of
// `Topic.subjects` and its benefits in the order of `Topic.benefits` (as the predicate of 「本発明は、…。」).

import type { NativeWords } from './demo-corpus-translation';

export const JAPANESE: Readonly<Record<string, NativeWords>> = {
  'rechargeable batteries': {
    field: '二次電池',
    subjects: ['リチウムイオン電池', '電池セル', '電極組立体', '電池モジュール'],
    benefits: ['エネルギー密度を向上させる', 'サイクル寿命を延ばす', '過酷な条件下での安全性を高める'],
  },
  'photovoltaic devices': {
    field: '光起電力装置',
    subjects: ['太陽電池', '太陽電池モジュール', 'タンデム型太陽電池', '裏面電極型太陽電池'],
    benefits: ['変換効率を高める', '製造コストを低減する', '長期安定性を向上させる'],
  },
  'semiconductor devices': {
    field: '半導体装置',
    subjects: ['半導体装置', '電界効果トランジスタ', 'メモリセルアレイ', 'パワー半導体モジュール'],
    benefits: ['リーク電流を低減する', '集積度を高める', 'スイッチング速度を向上させる'],
  },
  'display devices': {
    field: '表示装置',
    subjects: ['表示パネル', '有機EL表示装置', '液晶表示装置', 'タッチ表示装置'],
    benefits: ['画質を向上させる', '消費電力を低減する', '額縁を狭くする'],
  },
  'wireless communication': {
    field: '無線通信',
    subjects: ['上りリンク制御情報の送信方法', 'ユーザ装置', '基地局', 'ビーム管理方法'],
    benefits: ['遅延を低減する', '周波数利用効率を向上させる', '端末の消費電力を低減する'],
  },
  'machine learning': {
    field: '機械学習',
    subjects: ['ニューラルネットワークの学習方法', '画像認識システム', 'データ処理装置', '推薦システム'],
    benefits: ['認識精度を向上させる', '計算負荷を低減する', 'ユーザデータのプライバシーを保護する'],
  },
  'driver assistance and vehicle control': {
    field: '運転支援及び車両制御',
    subjects: ['運転支援システム', '車両の制御方法', '衝突回避装置', '駐車支援システム'],
    benefits: ['交通安全を向上させる', '運転の快適性を高める', '誤警報を低減する'],
  },
  'wind turbines': {
    field: '風力発電装置',
    subjects: ['風力タービン', 'ロータブレード', 'ウインドファームの運転方法', 'ピッチ制御システム'],
    benefits: ['年間発電量を増加させる', '機械的負荷を低減する', '耐用年数を延ばす'],
  },
  'pharmaceutical compounds': {
    field: '医薬化合物',
    subjects: ['キナーゼ阻害剤', '医薬組成物', '複素環式化合物', 'ピリミジン誘導体の結晶形'],
    benefits: ['治療効果を高める', '副作用を低減する', '経口バイオアベイラビリティを高める'],
  },
  'therapeutic antibodies': {
    field: '治療用抗体',
    subjects: ['抗PD-1抗体', '二重特異性抗体', '抗体薬物複合体', 'ヒト化モノクローナル抗体'],
    benefits: ['結合親和性を高める', '免疫原性を低減する', '製剤の安定性を向上させる'],
  },
  'medical devices': {
    field: '医療機器',
    subjects: ['カテーテル', '埋め込み型ステント', '手術器具', 'ウェアラブルモニタリング装置'],
    benefits: ['組織への損傷を低減する', '送達性を向上させる', '連続的なモニタリングを可能にする'],
  },
  packaging: {
    field: '包装',
    subjects: ['包装容器', 'リサイクル可能なパウチ', '多層包装フィルム', 'ボトル用キャップ'],
    benefits: ['リサイクル性を向上させる', '保存期間を延ばす', '材料使用量を削減する'],
  },
  'inkjet printing': {
    field: 'インクジェット印刷',
    subjects: ['インクジェットヘッド', '印刷装置', 'インク組成物', '液体吐出装置'],
    benefits: ['印刷品質を向上させる', '印刷速度を高める', 'メンテナンスの手間を低減する'],
  },
  robotics: {
    field: 'ロボット',
    subjects: ['ロボットアーム', 'ロボットハンド', 'ロボット制御方法', '協働ロボット'],
    benefits: ['人とロボットの協働の安全性を向上させる', '把持の信頼性を高める', 'サイクルタイムを短縮する'],
  },
  'heat pumps and air conditioning': {
    field: 'ヒートポンプ及び空気調和',
    subjects: ['ヒートポンプ', '空気調和機', '熱交換器', '冷凍サイクル装置'],
    benefits: ['期間効率を高める', '冷媒充填量を削減する', '除霜時間を短縮する'],
  },
  'beverage preparation': {
    field: '飲料調製',
    subjects: ['コーヒーマシン', '飲料カプセル', 'ミルク泡立て装置', '抽出ユニット'],
    benefits: ['飲料の品質を向上させる', '清掃を容易にする', '廃棄物を削減する'],
  },
};
