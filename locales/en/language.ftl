# The account's language setting (templates/account_language.html).

language-title = Language
language-intro = The language of the site and of the mail it sends you.
language-field = Language
language-browser = The browser's language
language-save = Save
language-saved = Saved.
