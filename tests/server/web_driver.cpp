#include "tests/server/web_driver.hpp"

#include <doctest/doctest.h>
#include <httplib.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "tests/support/json_value.hpp"

namespace tachanka::testing {
namespace {

constexpr const char* elementKey = "element-6066-11e4-a52e-4f735466cecf";

std::string quoted(const std::string& text) {
    std::string json = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') json += '\\';
        if (c == '\n') {
            json += "\\n";
            continue;
        }
        json += c;
    }
    return json + "\"";
}

std::string decodedBase64(const std::string& text) {
    static const std::string alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string bytes;
    unsigned int buffer = 0;
    int bits = 0;
    for (const char c : text) {
        const auto at = alphabet.find(c);
        if (at == std::string::npos) continue;  // '=' and line ends
        buffer = (buffer << 6) | static_cast<unsigned int>(at);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes += static_cast<char>((buffer >> bits) & 0xFF);
        }
    }
    return bytes;
}

int portNobodyUses() {
    static int next = 9515 + static_cast<int>(getpid() % 2000);
    return next++;
}

}  // namespace

WebDriver::WebDriver() : port_(portNobodyUses()) {
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
        const std::string port = "--port=" + std::to_string(port_);
        execlp("chromedriver", "chromedriver", port.c_str(), "--silent", nullptr);
        _exit(127);
    }
    httplib::Client status("127.0.0.1", port_);
    for (int attempt = 0; attempt < 100; ++attempt) {
        if (const auto answer = status.Get("/status"); answer && answer->status == 200) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    FAIL("chromedriver did not start");
}

WebDriver::~WebDriver() {
    httplib::Client client("127.0.0.1", port_);
    for (const auto& session : sessions_) client.Delete("/session/" + session);
    if (pid_ > 0) {
        kill(pid_, SIGTERM);
        waitpid(pid_, nullptr, 0);
    }
}

std::string WebDriver::call(const std::string& method, const std::string& path,
                            const std::string& body) {
    httplib::Client client("127.0.0.1", port_);
    client.set_read_timeout(60, 0);
    const auto answer = method == "GET"      ? client.Get(path)
                        : method == "DELETE" ? client.Delete(path)
                                             : client.Post(path, body, "application/json");
    REQUIRE(answer);
    INFO(method << " " << path << ": " << answer->body);
    REQUIRE(answer->status == 200);
    return answer->body;
}

std::string WebDriver::open(int width, int height) {
    const auto body = std::string(
        "{\"capabilities\": {\"alwaysMatch\": {\"browserName\": \"chrome\", "
        "\"acceptInsecureCerts\": true, \"goog:chromeOptions\": {\"binary\": "
        "\"/usr/bin/chromium\", \"args\": [\"--headless=new\", \"--no-sandbox\", "
        "\"--disable-dev-shm-usage\", \"--disable-gpu\", \"--window-size=1280,900\"]}}}}");
    const auto session = JsonValue::parse(call("POST", "/session", body));
    const auto id = session["value"]["sessionId"].string();
    sessions_.insert(id);
    // Headless windows are at least 500 pixels wide: the page gets the device's size through
    // the DevTools protocol, a phone's (a mobile viewport) below a tablet's width.
    call("POST", "/session/" + id + "/goog/cdp/execute",
         "{\"cmd\": \"Emulation.setDeviceMetricsOverride\", \"params\": {\"width\": " +
             std::to_string(width) + ", \"height\": " + std::to_string(height) +
             ", \"deviceScaleFactor\": 1, \"mobile\": " + (width < 768 ? "true" : "false") +
             "}}");
    return id;
}

void WebDriver::close(const std::string& session) {
    sessions_.erase(session);
    call("DELETE", "/session/" + session);
}

void WebDriver::go(const std::string& session, const std::string& url) {
    call("POST", "/session/" + session + "/url", "{\"url\": " + quoted(url) + "}");
}

std::string WebDriver::element(const std::string& session, const std::string& css) {
    const auto found = JsonValue::parse(
        call("POST", "/session/" + session + "/element",
             "{\"using\": \"css selector\", \"value\": " + quoted(css) + "}"));
    return found["value"][elementKey].string();
}

void WebDriver::type(const std::string& session, const std::string& css, const std::string& text) {
    call("POST", "/session/" + session + "/element/" + element(session, css) + "/value",
         "{\"text\": " + quoted(text) + "}");
}

void WebDriver::click(const std::string& session, const std::string& css) {
    call("POST", "/session/" + session + "/element/" + element(session, css) + "/click", "{}");
}

void WebDriver::drag(const std::string& session, const std::string& from, const std::string& to) {
    run(session, "document.querySelector(" + quoted(from) +
                     ").scrollIntoView({block: 'center', inline: 'center'});");
    const auto start = element(session, from);
    const auto end = element(session, to);
    const auto at = [](const std::string& id) {
        return "\"origin\": {\"" + std::string(elementKey) + "\": " + quoted(id) +
               "}, \"x\": 0, \"y\": 0";
    };
    call("POST", "/session/" + session + "/actions",
         "{\"actions\": [{\"type\": \"pointer\", \"id\": \"finger\", \"parameters\": "
         "{\"pointerType\": \"touch\"}, \"actions\": [{\"type\": \"pointerMove\", "
         "\"duration\": 0, " + at(start) + "}, {\"type\": \"pointerDown\", \"button\": 0}, "
         "{\"type\": \"pointerMove\", \"duration\": 300, " + at(end) + "}, "
         "{\"type\": \"pointerUp\", \"button\": 0}]}]}");
    call("DELETE", "/session/" + session + "/actions");
}

std::string WebDriver::text(const std::string& session, const std::string& css) {
    const auto answer = JsonValue::parse(
        call("GET", "/session/" + session + "/element/" + element(session, css) + "/text"));
    return answer["value"].string();
}

std::string WebDriver::run(const std::string& session, const std::string& body) {
    return call("POST", "/session/" + session + "/execute/sync",
                "{\"script\": " + quoted(body) + ", \"args\": []}");
}

bool WebDriver::waitForText(const std::string& session, const std::string& css,
                            const std::string& part, int seconds) {
    // A click that submits a form returns before the next page is there: until it is, the
    // element may be missing, or gone again while it is read.
    httplib::Client client("127.0.0.1", port_);
    const auto base = "/session/" + session;
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (std::chrono::steady_clock::now() < until) {
        const auto found = client.Post(base + "/element",
                                       "{\"using\": \"css selector\", \"value\": " +
                                           quoted(css) + "}",
                                       "application/json");
        if (found && found->status == 200) {
            const auto id = JsonValue::parse(found->body)["value"][elementKey].string();
            const auto read = client.Get(base + "/element/" + id + "/text");
            if (read && read->status == 200 &&
                JsonValue::parse(read->body)["value"].string().find(part) != std::string::npos) {
                return true;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return false;
}

void WebDriver::screenshot(const std::string& session, const std::filesystem::path& png) {
    const auto answer = JsonValue::parse(call("GET", "/session/" + session + "/screenshot"));
    std::filesystem::create_directories(png.parent_path());
    std::ofstream out(png, std::ios::binary);
    out << decodedBase64(answer["value"].string());
}

}  // namespace tachanka::testing
