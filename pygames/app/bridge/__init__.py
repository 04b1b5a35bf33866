"""The app's side of the page protocol: the events it receives, the response it sends, the
history entries (pages) and the scene written as HTML."""
