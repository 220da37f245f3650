# The layout of every page (templates/base.html): the menu, the session, the
# footer's language switch.

skip-link = Skip to the page
nav-menu = Menu
nav-main-label = Main
nav-status = Game status
nav-new-game = New game
nav-waiting-room = Waiting room
nav-auto-match = Auto-Match
nav-messages = Messages
nav-who = Who is here
nav-players = Players
nav-ladders = Ladders
nav-tournaments = Tournaments
nav-profile = Profile
nav-board = Board preferences
nav-notifications = Notifications
nav-vacation = Vacation
nav-buddies = Buddies
nav-ignore = Ignore list
nav-change-password = Change password
nav-language = Language
nav-data = Your data
nav-rules = Help and rules
nav-stats = Statistics
nav-news = News
nav-api = API
nav-admin = Admin
nav-login = Login
nav-register = Create new userid
nav-games = The games
# The count of unread message threads, next to the player's name.
unread-count = ({ $count } unread)
logout = Logout
footer-language-label = Language
