language-title = Langue
language-intro = La langue du site et des courriels qu’il vous envoie.
language-field = Langue
language-browser = La langue du navigateur
language-save = Enregistrer
language-saved = Enregistré.
