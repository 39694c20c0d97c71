#include "tests/server/running_server.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "tests/support/json_value.hpp"

namespace tachanka::testing {
namespace {

// A port nobody listens on now: the kernel's choice for a socket bound to port 0.
int freePort() {
    const int probe = socket(AF_INET, SOCK_STREAM, 0);
    REQUIRE(probe >= 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(bind(probe, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    socklen_t length = sizeof address;
    REQUIRE(getsockname(probe, reinterpret_cast<sockaddr*>(&address), &length) == 0);
    close(probe);
    return ntohs(address.sin_port);
}

std::string jsonWords(const std::vector<std::string>& words) {
    std::string body = "{\"words\": [";
    for (std::size_t at = 0; at < words.size(); ++at) {
        body += (at == 0 ? "\"" : ", \"");
        for (const char c : words[at]) {
            if (c == '"' || c == '\\') body += '\\';
            body += c;
        }
        body += '"';
    }
    return body + "]}";
}

}  // namespace

RunningServer::RunningServer(const std::vector<std::filesystem::path>& campaigns)
    : port_(freePort()), log_(campaigns.front().parent_path() / "server.log") {
    // A client whose server was killed under it sees a failed write, not the test's end.
    signal(SIGPIPE, SIG_IGN);
    std::vector<std::string> words{TACHANKA_SERVER};
    for (const auto& campaign : campaigns) {
        words.push_back("--campaign");
        words.push_back(campaign.string());
    }
    words.push_back("--listen");
    words.push_back("127.0.0.1:" + std::to_string(port_));
    int out[2];
    REQUIRE(pipe(out) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
        dup2(out[1], STDOUT_FILENO);
        const int err = open(log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        dup2(err, STDERR_FILENO);
        close(out[0]);
        std::vector<char*> argv;
        for (auto& word : words) argv.push_back(word.data());
        argv.push_back(nullptr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(out[1]);
    char c = 0;
    while (read(out[0], &c, 1) == 1 && c != '\n') firstLine_ += c;
    close(out[0]);
    INFO("the server said: " << firstLine_);
    REQUIRE(firstLine_.starts_with("tachanka-server: serving"));
}

RunningServer::~RunningServer() { stop(); }

std::string RunningServer::stop() {
    if (pid_ > 0) {
        kill(pid_, SIGTERM);
        int status = 0;
        waitpid(pid_, &status, 0);
        pid_ = -1;
    }
    std::ifstream in(log_);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::unique_ptr<httplib::SSLClient> RunningServer::client() const {
    auto client = std::make_unique<httplib::SSLClient>("127.0.0.1", port_);
    client->enable_server_certificate_verification(false);
    client->set_read_timeout(30, 0);
    return client;
}

void RunningServer::killHard() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
}

httplib::Result postLogin(httplib::SSLClient& client, const std::string& side,
                          const std::string& name, const std::string& password) {
    return client.Post("/login", httplib::Params{{"side", side}, {"name", name},
                                                 {"password", password}});
}

SeatClient loggedIn(const RunningServer& server, const std::string& side, const std::string& name,
                    const std::string& password) {
    SeatClient seat{server.client(), "", ""};
    const auto login = postLogin(*seat.client, side, name, password);
    REQUIRE(login);
    REQUIRE(login->status == 303);
    const auto cookie = login->get_header_value("Set-Cookie");
    seat.cookie = cookie.substr(0, cookie.find(';'));
    seat.client->set_default_headers({{"Cookie", seat.cookie}});
    const auto view = seat.client->Get("/api/view");
    REQUIRE(view);
    REQUIRE(view->status == 200);
    seat.csrf = JsonValue::parse(view->body)["csrf"].string();
    return seat;
}

httplib::Result act(SeatClient& seat, const std::vector<std::string>& words, bool withToken) {
    httplib::Headers headers;
    if (withToken) headers.emplace("X-CSRF-Token", seat.csrf);
    return seat.client->Post("/api/action", headers, jsonWords(words), "application/json");
}

}  // namespace tachanka::testing
