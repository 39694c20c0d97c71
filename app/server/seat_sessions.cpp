#include "app/server/seat_sessions.hpp"

#include "app/core/seats/seat_keys.hpp"

namespace tachanka::server {
namespace {

constexpr std::size_t tokenBytes = 32;

}  // namespace

std::string SeatSessions::open(Session session) {
    const auto token = core::randomHex(tokenBytes);
    session.csrf = core::randomHex(tokenBytes);
    session.lastSeen = std::chrono::steady_clock::now();
    std::lock_guard lock(mutex_);
    sessions_[token] = std::move(session);
    return token;
}

std::optional<Session> SeatSessions::find(const std::string& token) {
    std::lock_guard lock(mutex_);
    const auto found = sessions_.find(token);
    if (found == sessions_.end()) return std::nullopt;
    const auto now = std::chrono::steady_clock::now();
    if (now - found->second.lastSeen > idle_) {
        sessions_.erase(found);
        return std::nullopt;
    }
    found->second.lastSeen = now;
    return found->second;
}

void SeatSessions::close(const std::string& token) {
    std::lock_guard lock(mutex_);
    sessions_.erase(token);
}

bool LoginLimit::allows(const std::string& address) {
    std::lock_guard lock(mutex_);
    const auto found = tries_.find(address);
    if (found == tries_.end()) return true;
    if (std::chrono::steady_clock::now() - found->second.first > window_) {
        tries_.erase(found);
        return true;
    }
    return found->second.failed < failures_;
}

void LoginLimit::failed(const std::string& address) {
    std::lock_guard lock(mutex_);
    auto& tries = tries_[address];
    if (tries.failed == 0) tries.first = std::chrono::steady_clock::now();
    ++tries.failed;
}

void LoginLimit::succeeded(const std::string& address) {
    std::lock_guard lock(mutex_);
    tries_.erase(address);
}

}  // namespace tachanka::server
