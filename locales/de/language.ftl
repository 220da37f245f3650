language-title = Sprache
language-intro = Die Sprache der Seite und der E-Mails, die sie dir schickt.
language-field = Sprache
language-browser = Die Sprache des Browsers
language-save = Speichern
language-saved = Gespeichert.
