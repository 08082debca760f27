// Chinese words of the demo corpus's native titles and abstracts: each topic's field, its subjects in the order of
// `Topic.subjects` and its benefits in the order of `Topic.benefits` (as the predicate of “本发明…。”).

import type { NativeWords } from './demo-corpus-translation';

export const CHINESE: Readonly<Record<string, NativeWords>> = {
  'rechargeable batteries': {
    field: '可充电电池',
    subjects: ['锂离子电池', '电池单体', '电极组件', '电池模组'],
    benefits: ['提高了能量密度', '延长了循环寿命', '提高了滥用条件下的安全性'],
  },
  'photovoltaic devices': {
    field: '光伏器件',
    subjects: ['太阳能电池', '光伏组件', '叠层太阳能电池', '背接触太阳能电池'],
    benefits: ['提高了转换效率', '降低了生产成本', '改善了长期稳定性'],
  },
  'semiconductor devices': {
    field: '半导体器件',
    subjects: ['半导体装置', '场效应晶体管', '存储单元阵列', '功率半导体模块'],
    benefits: ['降低了漏电流', '提高了集成度', '提高了开关速度'],
  },
  'display devices': {
    field: '显示装置',
    subjects: ['显示面板', '有机发光显示装置', '液晶显示装置', '触控显示装置'],
    benefits: ['提高了图像质量', '降低了功耗', '实现了窄边框'],
  },
  'wireless communication': {
    field: '无线通信',
    subjects: ['上行控制信息的传输方法', '用户设备', '基站', '波束管理方法'],
    benefits: ['降低了时延', '提高了频谱效率', '降低了终端的功耗'],
  },
  'machine learning': {
    field: '机器学习',
    subjects: ['神经网络训练方法', '图像识别系统', '数据处理装置', '推荐系统'],
    benefits: ['提高了识别精度', '降低了计算负荷', '保护了用户数据的隐私'],
  },
  'driver assistance and vehicle control': {
    field: '驾驶辅助和车辆控制',
    subjects: ['驾驶辅助系统', '车辆控制方法', '防撞装置', '泊车辅助系统'],
    benefits: ['提高了道路安全性', '提高了驾驶舒适性', '减少了误报警'],
  },
  'wind turbines': {
    field: '风力发电机组',
    subjects: ['风力涡轮机', '转子叶片', '风电场的运行方法', '变桨控制系统'],
    benefits: ['提高了年发电量', '降低了机械载荷', '延长了使用寿命'],
  },
  'pharmaceutical compounds': {
    field: '药物化合物',
    subjects: ['激酶抑制剂', '药物组合物', '杂环化合物', '嘧啶衍生物的晶型'],
    benefits: ['提高了治疗效果', '减少了副作用', '提高了口服生物利用度'],
  },
  'therapeutic antibodies': {
    field: '治疗性抗体',
    subjects: ['抗PD-1抗体', '双特异性抗体', '抗体药物偶联物', '人源化单克隆抗体'],
    benefits: ['提高了结合亲和力', '降低了免疫原性', '提高了制剂的稳定性'],
  },
  'medical devices': {
    field: '医疗器械',
    subjects: ['导管', '植入式支架', '手术器械', '可穿戴监测装置'],
    benefits: ['减轻了对组织的损伤', '提高了输送性能', '实现了连续监测'],
  },
  packaging: {
    field: '包装',
    subjects: ['包装容器', '可回收袋', '多层包装膜', '瓶盖'],
    benefits: ['提高了可回收性', '延长了保质期', '减少了材料用量'],
  },
  'inkjet printing': {
    field: '喷墨打印',
    subjects: ['喷墨打印头', '打印装置', '墨水组合物', '液体喷出装置'],
    benefits: ['提高了打印质量', '提高了打印速度', '减少了维护工作'],
  },
  robotics: {
    field: '机器人',
    subjects: ['机械臂', '机器人夹爪', '机器人控制方法', '协作机器人'],
    benefits: ['提高了人机协作的安全性', '提高了抓取可靠性', '缩短了节拍时间'],
  },
  'heat pumps and air conditioning': {
    field: '热泵和空调',
    subjects: ['热泵', '空调器', '换热器', '制冷循环装置'],
    benefits: ['提高了季节能效', '减少了制冷剂充注量', '缩短了除霜时间'],
  },
  'beverage preparation': {
    field: '饮料制备',
    subjects: ['咖啡机', '饮料胶囊', '奶泡装置', '冲泡单元'],
    benefits: ['提高了饮料品质', '简化了清洁', '减少了浪费'],
  },
};
