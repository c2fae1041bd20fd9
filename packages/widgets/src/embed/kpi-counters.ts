// Standalone embed script: <script src=".../kpi-counters.js"></script>
import { defineKpiCounters } from "../kpi-counters/kpi-counters.element";

defineKpiCounters();
