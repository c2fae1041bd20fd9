// Listens to every widget's events from the page, as a host script would (docs/embedding.md).
const events = [
  "subscribed",
  "failed",
  "sent",
  "opened",
  "booked",
  "planselected",
  "finished",
  "commentposted",
];
const log = document.getElementById("event-log");
for (const name of events) {
  document.addEventListener(name, (event) => {
    const item = document.createElement("li");
    item.textContent = `${event.target.localName} → ${name} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
