#include "app/server/routes.hpp"

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <iostream>
#include <memory>
#include <thread>

#include "app/core/common/json_value.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/seat_passwords.hpp"
#include "app/server/campaign_host.hpp"
#include "app/server/pages.hpp"
#include "app/server/seat_sessions.hpp"

namespace tachanka::server {
namespace {

constexpr const char* cookieName = "tachanka_session";
constexpr auto pollEvery = std::chrono::milliseconds(250);
// A comment line this often tells a dead connection from a quiet campaign, so its thread is
// not held long after the player has gone.
constexpr auto keepAliveEvery = std::chrono::seconds(2);
std::atomic<bool> stopping = false;

struct Shared {
    explicit Shared(std::vector<std::unique_ptr<CampaignHost>>& served) : campaigns(served) {}
    std::vector<std::unique_ptr<CampaignHost>>& campaigns;
    SeatSessions sessions;
    LoginLimit logins;
};

std::string tokenOf(const httplib::Request& request) {
    const auto cookies = request.get_header_value("Cookie");
    const std::string wanted = std::string(cookieName) + "=";
    std::size_t at = 0;
    while (at < cookies.size()) {
        while (at < cookies.size() && (cookies[at] == ' ' || cookies[at] == ';')) ++at;
        const auto end = std::min(cookies.find(';', at), cookies.size());
        const auto pair = cookies.substr(at, end - at);
        if (pair.starts_with(wanted)) return pair.substr(wanted.size());
        at = end;
    }
    return "";
}

void secured(httplib::Response& response) {
    response.set_header("Content-Security-Policy",
                        "default-src 'self'; script-src 'self'; style-src 'self'; "
                        "img-src 'self' data:; frame-ancestors 'none'");
    response.set_header("X-Content-Type-Options", "nosniff");
    response.set_header("Referrer-Policy", "no-referrer");
    response.set_header("Cache-Control", "no-store");
}

void answer(httplib::Response& response, int status, const std::string& json) {
    response.status = status;
    response.set_content(json, "application/json; charset=utf-8");
}

void log(const httplib::Request& request, int status, const std::string& who) {
    // Never the body: a login's carries a password.
    std::clog << "tachanka-server: " << request.remote_addr << " " << request.method << " "
              << request.path << " " << status << (who.empty() ? "" : " " + who) << std::endl;
}

std::string who(const Session& session) {
    return session.umpire() ? "umpire " + session.name : session.side + " " + session.name;
}

std::size_t campaignNamed(const Shared& shared, const std::string& name) {
    for (std::size_t index = 0; index < shared.campaigns.size(); ++index) {
        if (shared.campaigns[index]->name() == name) return index;
    }
    return name.empty() ? 0 : shared.campaigns.size();
}

void login(Shared& shared, const httplib::Request& request, httplib::Response& response) {
    secured(response);
    const auto& address = request.remote_addr;
    if (!shared.logins.allows(address)) {
        response.status = 429;
        response.set_content(loginPage(shared.campaigns, "Too many failed logins: wait a minute."),
                             "text/html; charset=utf-8");
        log(request, 429, "");
        return;
    }
    const auto index = campaignNamed(shared, request.get_param_value("campaign"));
    std::optional<core::SeatLogin> seat;
    if (index < shared.campaigns.size()) {
        try {
            seat = core::checkSeatLogin(shared.campaigns[index]->file(),
                                        request.get_param_value("side"),
                                        request.get_param_value("name"),
                                        request.get_param_value("password"));
        } catch (const core::UserError& failure) {
            std::clog << "tachanka-server: login: " << failure.what() << std::endl;
        }
    }
    if (!seat) {
        shared.logins.failed(address);
        response.status = 401;
        response.set_content(loginPage(shared.campaigns, "Wrong side, name or password."),
                             "text/html; charset=utf-8");
        log(request, 401, "");
        return;
    }
    shared.logins.succeeded(address);
    Session session;
    session.campaign = index;
    session.seatId = seat->seatId;
    session.side = seat->side;
    session.name = seat->name;
    const auto token = shared.sessions.open(session);
    response.set_header("Set-Cookie", std::string(cookieName) + "=" + token +
                                          "; Path=/; HttpOnly; Secure; SameSite=Strict");
    response.set_redirect("/", 303);
    log(request, 303, who(session));
}

}  // namespace

void stopEvents() { stopping = true; }

void addRoutes(httplib::Server& server, std::vector<std::unique_ptr<CampaignHost>>& campaigns) {
    auto shared = std::make_shared<Shared>(campaigns);
    const auto sessionOf = [shared](const httplib::Request& request) {
        return shared->sessions.find(tokenOf(request));
    };

    server.Get("/", [shared, sessionOf](const httplib::Request& request,
                                         httplib::Response& response) {
        secured(response);
        const auto session = sessionOf(request);
        response.set_content(session ? playPage(shared->campaigns[session->campaign]->name())
                                     : loginPage(shared->campaigns, ""),
                             "text/html; charset=utf-8");
    });
    server.Get("/app.js", [](const httplib::Request&, httplib::Response& response) {
        secured(response);
        response.set_content(appScript(), "text/javascript; charset=utf-8");
    });
    server.Get("/map.js", [](const httplib::Request&, httplib::Response& response) {
        secured(response);
        response.set_content(mapScript(), "text/javascript; charset=utf-8");
    });
    server.Get("/app.css", [](const httplib::Request&, httplib::Response& response) {
        secured(response);
        response.set_content(appStyle(), "text/css; charset=utf-8");
    });
    server.Post("/login", [shared](const httplib::Request& request, httplib::Response& response) {
        login(*shared, request, response);
    });
    server.Post("/logout", [shared](const httplib::Request& request, httplib::Response& response) {
        secured(response);
        shared->sessions.close(tokenOf(request));
        response.set_header("Set-Cookie", std::string(cookieName) +
                                              "=; Path=/; HttpOnly; Secure; SameSite=Strict; "
                                              "Max-Age=0");
        response.set_redirect("/", 303);
    });
    server.Get("/api/view", [shared, sessionOf](const httplib::Request& request,
                                                 httplib::Response& response) {
        secured(response);
        const auto session = sessionOf(request);
        if (!session) return answer(response, 401, refusal("log in first: POST /login"));
        try {
            answer(response, 200, shared->campaigns[session->campaign]->view(*session));
        } catch (const core::UserError& failure) {
            answer(response, 503, refusal(failure.what()));
        }
        log(request, response.status, who(*session));
    });
    server.Post("/api/action", [shared, sessionOf](const httplib::Request& request,
                                                    httplib::Response& response) {
        secured(response);
        const auto session = sessionOf(request);
        if (!session) return answer(response, 401, refusal("log in first: POST /login"));
        if (request.get_header_value("X-CSRF-Token") != session->csrf) {
            answer(response, 403, refusal("the X-CSRF-Token header is missing or wrong"));
            return log(request, 403, who(*session));
        }
        std::vector<std::string> words;
        try {
            const auto body = core::JsonValue::parse(request.body);
            for (const auto& word : body["words"].array()) words.push_back(word.string());
        } catch (const std::exception&) {
            answer(response, 400, refusal("the body is {\"words\": [\"turn\", \"--advance\"]}"));
            return log(request, 400, who(*session));
        }
        const auto done = shared->campaigns[session->campaign]->act(*session, words);
        answer(response, done.status, done.json);
        log(request, done.status, who(*session));
    });
    server.Post("/api/seat-password", [shared, sessionOf](const httplib::Request& request,
                                                           httplib::Response& response) {
        secured(response);
        const auto session = sessionOf(request);
        if (!session) return answer(response, 401, refusal("log in first: POST /login"));
        if (request.get_header_value("X-CSRF-Token") != session->csrf) {
            answer(response, 403, refusal("the X-CSRF-Token header is missing or wrong"));
            return log(request, 403, who(*session));
        }
        std::string side;
        std::string name;
        std::string password;
        try {
            const auto body = core::JsonValue::parse(request.body);
            side = body["side"].string();
            name = body["name"].string();
            password = body["password"].string();
        } catch (const std::exception&) {
            answer(response, 400, refusal("the body is {\"side\", \"name\", \"password\"}"));
            return log(request, 400, who(*session));
        }
        const auto done =
            shared->campaigns[session->campaign]->setPassword(*session, side, name, password);
        answer(response, done.status, done.json);
        log(request, done.status, who(*session));
    });
    server.Get("/api/map.svg", [shared, sessionOf](const httplib::Request& request,
                                                    httplib::Response& response) {
        secured(response);
        const auto session = sessionOf(request);
        if (!session) return answer(response, 401, refusal("log in first: POST /login"));
        try {
            response.set_content(shared->campaigns[session->campaign]->map(*session),
                                 "image/svg+xml; charset=utf-8");
        } catch (const core::UserError& failure) {
            answer(response, 503, refusal(failure.what()));
        }
        log(request, response.status, who(*session));
    });
    server.Get(R"(/api/print/([a-z-]+))", [shared, sessionOf](const httplib::Request& request,
                                                             httplib::Response& response) {
        secured(response);
        const auto session = sessionOf(request);
        if (!session) return answer(response, 401, refusal("log in first: POST /login"));
        const auto printed =
            shared->campaigns[session->campaign]->print(*session, request.matches[1].str());
        response.status = printed.status;
        response.set_content(printed.json, printed.type);
        log(request, printed.status, who(*session));
    });
    server.Get("/events", [shared, sessionOf](const httplib::Request& request,
                                               httplib::Response& response) {
        const auto session = sessionOf(request);
        if (!session) return answer(response, 401, refusal("log in first: POST /login"));
        secured(response);
        auto* host = shared->campaigns[session->campaign].get();
        std::shared_ptr<core::HistoryMark> last;
        try {
            last = std::make_shared<core::HistoryMark>(host->mark());
        } catch (const core::UserError& failure) {
            return answer(response, 503, refusal(failure.what()));
        }
        response.set_header("X-Accel-Buffering", "no");
        response.set_chunked_content_provider(
            "text/event-stream", [host, last](std::size_t, httplib::DataSink& sink) {
                const auto started = std::chrono::steady_clock::now();
                while (sink.is_writable() && !stopping) {
                    core::HistoryMark now;
                    try {
                        now = host->mark();
                    } catch (const core::UserError&) {
                        return false;  // a campaign file damaged under the server: no more news
                    }
                    if (!(now == *last)) {
                        *last = now;
                        const auto data = "event: changed\ndata: " +
                                          std::to_string(now.lastActionId) + "\n\n";
                        return sink.write(data.data(), data.size());
                    }
                    if (std::chrono::steady_clock::now() - started > keepAliveEvery) {
                        const std::string alive = ": still here\n\n";
                        return sink.write(alive.data(), alive.size());
                    }
                    std::this_thread::sleep_for(pollEvery);
                }
                return false;
            });
    });
}

}  // namespace tachanka::server
