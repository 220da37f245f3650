# The error pages (templates/error.html, templates/refusal.html) and the
# words of crates/server/src/error.rs.

error-home-link = Go to the home page
error-back-to-game = Back to the game
error-bad-request-title = That did not work
error-forbidden-title = Not allowed
error-admins-only = This page is for admins only.
error-reset-link-title = Link not usable
error-reset-link = This password-reset link is unknown, used already, or expired (a mailed link lives an hour, an admin's 24 hours). Ask for a new one with "Forgot password?" on the log-in page, or ask an admin.
error-conflict-title = Already done
error-too-many-title = Too many attempts
error-csrf-title = This form has expired
error-csrf = This form has expired; reload the page and try again.
error-not-found-title = Page not found
error-not-found = There is nothing at this address. It may have been mistyped, or the thing it showed is gone.
error-method-title = Not here
error-method = This address does not answer that kind of request. Go back to the page you came from and use its links and buttons.
error-timeout-title = Too slow
error-timeout = The request took too long to arrive or to answer. Nothing was done; please try again.
error-too-large-title = Too large
error-too-large = What was sent is far larger than any form here takes. Nothing was done.
error-not-a-form-title = Not a form
error-not-a-form = This address takes a form as a web page sends it. Nothing was done; go back and use the page's own buttons.
error-unreadable = The address or the form sent could not be read. Nothing was done; go back and use the page's own links and buttons.
error-unreadable-address = The address holds characters no page here takes (a NUL, or bytes that are not text). Nothing was done; go back and use the page's own links and forms.
error-busy-title = Busy, try again
error-busy-hashing = The server is busy checking passwords just now. Nothing was done; please try again in a few seconds.
error-busy-database = The server cannot reach its database just now. Nothing was done; please try again in a few seconds.
error-internal-title = Something went wrong
error-internal = Something went wrong on our side. Nothing you did caused it; please try again in a moment.
error-changed-meanwhile = This changed meanwhile. Reload the page to see it as it is now, and try again; nothing was changed.
error-userid-taken = That userid is taken. Choose another; nothing was changed.
error-invite-unusable = That invitation cannot be used: it is unknown, used already, or expired.
error-limit-reached = You reached the limit for now. Wait a while, or finish what is open; nothing was changed.
error-unknown-language = The site has no such language. Nothing was changed.
