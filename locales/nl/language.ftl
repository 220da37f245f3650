language-title = Taal
language-intro = De taal van de site en van de e-mail die ze je stuurt.
language-field = Taal
language-browser = De taal van de browser
language-save = Opslaan
language-saved = Opgeslagen.
