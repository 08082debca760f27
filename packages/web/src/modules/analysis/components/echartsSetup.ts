import { BarChart, GraphChart, HeatmapChart, LineChart, MapChart, PieChart, TreemapChart } from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the chart kinds and parts the analysis screens draw, so the analysis chunk stays small (the main bundle
// never loads ECharts: the analysis screens are their own lazily loaded chunks).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  TreemapChart,
  MapChart,
  GraphChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  GraphicComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };
