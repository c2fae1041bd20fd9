// Standalone embed script: <script src=".../pricing-table.js"></script>
import { definePricingTable } from "../pricing-table/pricing-table.element";

definePricingTable();
