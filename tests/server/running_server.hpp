#pragma once
// tachanka-server started as a club's host starts it, on a free port of this machine, for the
// end-to-end tests; stopped with SIGTERM when the test is done. Clients speak HTTPS to it with
// cpp-httplib (its certificate is self-signed: not checked here).

#include <httplib.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace tachanka::testing {

class RunningServer {
public:
    // Starts the server on `campaigns` and waits for its first line ("serving ...").
    explicit RunningServer(const std::vector<std::filesystem::path>& campaigns);
    ~RunningServer();
    RunningServer(const RunningServer&) = delete;
    RunningServer& operator=(const RunningServer&) = delete;

    int port() const { return port_; }
    int pid() const { return pid_; }
    const std::string& firstLine() const { return firstLine_; }
    // What it printed on stderr so far (its log), read once it has stopped.
    std::string stop();
    // Kills it as a power cut would: SIGKILL, in the middle of whatever it was doing.
    void killHard();
    std::unique_ptr<httplib::SSLClient> client() const;

private:
    int pid_ = -1;
    int port_ = 0;
    std::filesystem::path log_;
    std::string firstLine_;
};

// A logged-in seat: its session cookie and CSRF token.
struct SeatClient {
    std::unique_ptr<httplib::SSLClient> client;
    std::string cookie;  // "tachanka_session=..."
    std::string csrf;
};

// POST /login with the form fields; the response as it came.
httplib::Result postLogin(httplib::SSLClient& client, const std::string& side,
                          const std::string& name, const std::string& password);
// Logs the seat in and reads its CSRF token from /api/view; fails the test if it cannot.
SeatClient loggedIn(const RunningServer& server, const std::string& side, const std::string& name,
                    const std::string& password);
// POST /api/action {"words": words} as the seat, with its CSRF token unless `withToken` is off.
httplib::Result act(SeatClient& seat, const std::vector<std::string>& words, bool withToken = true);

}  // namespace tachanka::testing
