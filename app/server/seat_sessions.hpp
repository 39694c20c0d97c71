#pragma once
// Who is logged in to the club's server: a session per login, named by a random token in a
// cookie (HttpOnly, Secure, SameSite=Strict) and ended after an idle hour, with the CSRF token
// every action must carry; and the login rate limit, per address.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace tachanka::server {

struct Session {
    std::size_t campaign = 0;  // which of the server's campaigns
    std::int64_t seatId = 0;
    std::string side;  // empty: the umpire's seat
    std::string name;
    std::string csrf;
    std::chrono::steady_clock::time_point lastSeen;

    bool umpire() const { return side.empty(); }
};

class SeatSessions {
public:
    explicit SeatSessions(std::chrono::seconds idle = std::chrono::hours(1)) : idle_(idle) {}

    // A new session for the seat: its token.
    std::string open(Session session);
    // The live session the token names, seen now; none for an unknown or expired one.
    std::optional<Session> find(const std::string& token);
    void close(const std::string& token);

private:
    std::chrono::seconds idle_;
    std::mutex mutex_;
    std::map<std::string, Session> sessions_;
};

// At most `failures` failed logins from one address a `window`; then every try is refused
// until the window has passed since the first of them.
class LoginLimit {
public:
    LoginLimit(int failures = 5, std::chrono::seconds window = std::chrono::minutes(1))
        : failures_(failures), window_(window) {}

    bool allows(const std::string& address);
    void failed(const std::string& address);
    void succeeded(const std::string& address);

private:
    struct Tries {
        int failed = 0;
        std::chrono::steady_clock::time_point first;
    };
    int failures_;
    std::chrono::seconds window_;
    std::mutex mutex_;
    std::map<std::string, Tries> tries_;
};

}  // namespace tachanka::server
