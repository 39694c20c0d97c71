// tachanka-server: the club's campaign server (issue 48). One command starts it; SIGINT or
// SIGTERM stops it after the requests under way.

#include <httplib.h>
#include <signal.h>

#include <iostream>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/version.hpp"
#include "app/core/common/user_error.hpp"
#include "app/server/campaign_host.hpp"
#include "app/server/routes.hpp"
#include "app/server/self_signed.hpp"
#include "app/server/server_options.hpp"

using namespace tachanka::server;

namespace {

constexpr std::size_t maxBody = 64 * 1024;
// Twenty seats each hold an event stream open, and their requests come besides.
constexpr std::size_t threads = 64;

std::filesystem::path beside(const std::filesystem::path& campaign, const char* suffix) {
    return campaign.parent_path() / (campaign.stem().string() + suffix);
}

}  // namespace

int main(int argc, char** argv) {
    tachanka::core::reportWritesPastTheFileSizeLimit();
    try {
        const auto options = parseServerOptions({argv + 1, argv + argc});
        if (options.help) {
            std::cout << serverUsage;
            return 0;
        }
        if (options.version) {
            std::cout << "tachanka-server " << tachanka::core::version() << "\n";
            return 0;
        }
        std::vector<std::unique_ptr<CampaignHost>> campaigns;
        for (const auto& file : options.campaigns) {
            tachanka::core::describeCampaign(file);  // a file it cannot serve stops it now
            for (const auto& served : campaigns) {
                // The login form names a campaign by its file's name: two alike are one too many.
                if (served->name() == file.stem().string()) {
                    throw std::invalid_argument("two campaigns named '" + served->name() +
                                                "': rename one file");
                }
            }
            campaigns.push_back(std::make_unique<CampaignHost>(file));
        }
        const auto certificate =
            options.certificate.value_or(beside(options.campaigns.front(), "-server.crt"));
        const auto key = options.key.value_or(beside(options.campaigns.front(), "-server.key"));
        if (!options.certificate) ensureSelfSigned(certificate, key, options.host);

        // A player who closes his page while the server writes to it is a failed write, not
        // the end of the server.
        signal(SIGPIPE, SIG_IGN);
        // A file grown past the host's size limit is a failed write, refused to the seat in
        // one line as a full disk is, not the end of the server.
        signal(SIGXFSZ, SIG_IGN);
        // The signals are waited for on a thread of their own, blocked everywhere else.
        sigset_t stopping;
        sigemptyset(&stopping);
        sigaddset(&stopping, SIGINT);
        sigaddset(&stopping, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &stopping, nullptr);

        httplib::SSLServer server(certificate.c_str(), key.c_str());
        if (!server.is_valid()) {
            throw std::runtime_error("the certificate '" + certificate.string() + "' or key '" +
                                     key.string() + "' cannot be used");
        }
        server.new_task_queue = [] { return new httplib::ThreadPool(threads); };
        server.set_payload_max_length(maxBody);
        addRoutes(server, campaigns);
        if (!server.bind_to_port(options.host, options.port)) {
            throw std::runtime_error("cannot listen on " + options.host + ":" +
                                     std::to_string(options.port));
        }
        std::thread waiter([&] {
            int signal = 0;
            sigwait(&stopping, &signal);
            stopEvents();
            server.stop();
        });
        std::cout << "tachanka-server: serving " << campaigns.size() << " campaign"
                  << (campaigns.size() == 1 ? "" : "s") << " at https://" << options.host << ":"
                  << options.port << "/ (certificate SHA-256 "
                  << certificateFingerprint(certificate) << ")" << std::endl;
        server.listen_after_bind();
        pthread_kill(waiter.native_handle(), SIGTERM);
        waiter.join();
        return 0;
    } catch (const std::invalid_argument& usage) {
        std::cerr << "tachanka-server: " << usage.what() << "\n" << serverUsage;
        return 2;
    } catch (const std::exception& failure) {
        std::cerr << "tachanka-server: " << failure.what() << "\n";
        return 1;
    }
}
