# Forgot password? and the reset link's page (templates/forgot_password.html,
# reset.html).

forgot-title = Forgot password
forgot-no-mail = This site sends no mail, so a forgotten password cannot be reset from here. Please ask the site's admin to set a new one for you.
forgot-sent = If an account has that verified mail address, a link to set a new password is on its way there. It works once, within an hour. Nothing arrived? Look in the spam folder, or ask the site's admin.
forgot-intro = Give the mail address you confirmed on your Notifications page. We will mail it a link to set a new password, which works once, within an hour.
forgot-email = Mail address
forgot-submit = Mail me a link
forgot-no-address = No mail address confirmed? Ask the site's admin to set a new password for you.
reset-title = Set a new password
reset-heading = Set a new password for { $name }
reset-done = Your new password is set, and every session of yours has ended. This link cannot be used again.
reset-once = This link works once, before it expires.
reset-password = New password
reset-submit = Set the password
forgot-not-an-address = That does not look like a mail address.
