// Standalone embed script with every widget.
import "../elements";
