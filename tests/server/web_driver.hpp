#pragma once
// Headless Chromium driven through chromedriver's WebDriver protocol (W3C), for the club
// server's pages: a browser window per seat, at a phone's or a desktop's size, typing and
// clicking as a player does, and its screenshots.

#include <filesystem>
#include <set>
#include <string>

namespace tachanka::testing {

class WebDriver {
public:
    WebDriver();  // starts chromedriver on a free port
    ~WebDriver();  // closes the windows still open, then stops chromedriver
    WebDriver(const WebDriver&) = delete;
    WebDriver& operator=(const WebDriver&) = delete;

    // A new browser window `width` × `height` CSS pixels: its session id.
    std::string open(int width, int height);
    void close(const std::string& session);

    void go(const std::string& session, const std::string& url);
    // The first element matching the CSS selector; fails the test when there is none.
    std::string element(const std::string& session, const std::string& css);
    void type(const std::string& session, const std::string& css, const std::string& text);
    void click(const std::string& session, const std::string& css);
    // Presses a finger on the first element matching `from`, slides it onto `to`'s and lifts
    // it, as a player drags a counter on a phone; both scrolled into view first.
    void drag(const std::string& session, const std::string& from, const std::string& to);
    std::string text(const std::string& session, const std::string& css);
    // The page's script `body` run in the window; its result as JSON text.
    std::string run(const std::string& session, const std::string& body);
    // Waits up to `seconds` for the element's text to hold `part`; whether it did.
    bool waitForText(const std::string& session, const std::string& css, const std::string& part,
                     int seconds = 10);
    void screenshot(const std::string& session, const std::filesystem::path& png);

private:
    std::string call(const std::string& method, const std::string& path,
                     const std::string& body = "");
    int pid_ = -1;
    int port_ = 0;
    // The windows still open: a test that fails midway leaves none behind to hold ctest's
    // output open.
    std::set<std::string> sessions_;
};

}  // namespace tachanka::testing
