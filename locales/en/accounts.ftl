# Logging in and out, creating a userid (templates/login.html, register.html,
# logout.html).

account-userid = Userid
account-password = Password
login-title = Login
login-submit = Login
login-forgot = Forgot password?
login-forgot-ask-admin = Forgot your password? Ask the site's admin to set a new one.
login-no-userid = No userid yet?
register-title = Create new userid
register-userid-hint = 3 to 20 letters, digits, _ or -.
register-password-hint = At least 8 characters.
register-invite = Invite code
register-invite-hint = New userids are by invitation: the code the site's admin gave you.
register-submit = Create new userid
register-have-userid = Already have a userid?
register-closed = New userids cannot be created here at the moment. Ask the site's admin for one.
logout-title = Logout
logout-not-logged-in = You are not logged in.
login-wrong = Wrong userid or password.

# Why a userid or a password is refused (crates/server/src/passwords.rs).
userid-problem-short = A userid needs at least 3 characters.
userid-problem-long = A userid can have at most 20 characters.
userid-problem-letters = A userid may only use the letters A–Z and a–z, the digits 0–9, _ and -.
userid-problem-closed = Userids starting with “closed-” are kept for closed accounts. Please choose another.
password-problem-short = A password needs at least 8 characters.
password-problem-long = A password can have at most 128 characters.
