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
